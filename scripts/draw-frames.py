#!/usr/bin/env python3
"""Draws the frames of RefreshKit's `pulse` skin, a frame-sequence skin: a coral disc that grows
as you pull (a 24-frame sprite strip bound to progress), rings that pulse out of it while
loading (60 numbered frames played at 30 a second) and a check drawn into it when done (a
12-frame strip played once), or a cross after a failure (another 12-frame strip, the same disc
and stroke: one family). Every frame is 30x55 points, the indicator's box, at 1x and 2x,
antialiased by supersampling, as RGBA PNGs. The drawing is deterministic: the same script
writes the same bytes.

Uses only the Python standard library (the PNG writer of draw-arrows.py). Run from the
repository root:

    python3 scripts/draw-frames.py            # writes Resources/Skins/pulse/*.png
    python3 scripts/draw-frames.py OUT_DIR     # writes OUT_DIR/pulse/*.png
"""
import importlib.util
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("draw_arrows", os.path.join(HERE, "draw-arrows.py"))
_arrows = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_arrows)
png = _arrows.png
WIDTH, HEIGHT = _arrows.WIDTH, _arrows.HEIGHT  # the indicator's box: 30x55 points

SAMPLES = 4  # supersamples per pixel side
CORAL = (228, 87, 46)  # reads on the skin's light and dark backgrounds alike
WHITE = (255, 255, 255)
CX, CY = WIDTH / 2.0, HEIGHT / 2.0
FULL = 11.0  # the disc's radius when the pull reaches the trigger

PULL_FRAMES = 24
LOAD_FRAMES = 60
DONE_FRAMES = 12
FAIL_FRAMES = 12


def disc(r):
    return lambda x, y: (x - CX) ** 2 + (y - CY) ** 2 <= r * r


def ring(r, width):
    def inside(x, y):
        d = math.hypot(x - CX, y - CY)
        return abs(d - r) <= width / 2
    return inside


def stroke(points, width, length):
    """A polyline drawn up to `length` (0...1) of its total length, with round ends."""
    segments = list(zip(points, points[1:]))
    total = sum(math.dist(a, b) for a, b in segments)
    left = total * length
    kept = []
    for a, b in segments:
        d = math.dist(a, b)
        if left <= 0:
            break
        t = min(left / d, 1.0)
        kept.append((a, (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)))
        left -= d

    def inside(x, y):
        for (ax, ay), (bx, by) in kept:
            dx, dy = bx - ax, by - ay
            n = dx * dx + dy * dy
            t = 0.0 if n == 0 else max(0.0, min(1.0, ((x - ax) * dx + (y - ay) * dy) / n))
            if (ax + t * dx - x) ** 2 + (ay + t * dy - y) ** 2 <= width * width / 4:
                return True
        return False
    return inside


def render(scale, layers):
    """Layers are (shape, colour, opacity), painted in order over transparency."""
    width, height = WIDTH * scale, HEIGHT * scale
    rows = []
    for py in range(height):
        row = bytearray([0])  # filter type 0 (None)
        for px in range(width):
            # Premultiplied accumulation over the supersamples.
            acc = [0.0, 0.0, 0.0, 0.0]
            for sy in range(SAMPLES):
                for sx in range(SAMPLES):
                    x = (px + (sx + 0.5) / SAMPLES) / scale
                    y = (py + (sy + 0.5) / SAMPLES) / scale
                    r = g = b = a = 0.0
                    for shape, colour, opacity in layers:
                        if opacity > 0 and shape(x, y):
                            r = colour[0] * opacity + r * (1 - opacity)
                            g = colour[1] * opacity + g * (1 - opacity)
                            b = colour[2] * opacity + b * (1 - opacity)
                            a = opacity + a * (1 - opacity)
                    acc[0] += r
                    acc[1] += g
                    acc[2] += b
                    acc[3] += a
            n = SAMPLES * SAMPLES
            alpha = acc[3] / n
            if alpha <= 0:
                row += b"\0\0\0\0"
            else:
                row += bytes([round(acc[0] / n / alpha), round(acc[1] / n / alpha), round(acc[2] / n / alpha),
                              round(255 * alpha)])
        rows.append(bytes(row))
    return width, height, b"".join(rows)


def pull_frame(i):
    """Progress i / (PULL_FRAMES - 1): a faint track ring and a disc growing into it, opaque at
    every size (a paler disc fell under 3:1 on the skin's light background at half a pull)."""
    p = i / (PULL_FRAMES - 1)
    layers = [(ring(FULL + 1.5, 1.5), CORAL, 0.35 + 0.65 * (p >= 1))]
    layers.append((disc(2.5 + (FULL - 2.5) * p), CORAL, 1.0))
    return layers


def load_frame(i):
    """Time i / LOAD_FRAMES of a 2-second loop: a beating disc and two rings moving out of it."""
    t = i / LOAD_FRAMES
    beat = 0.5 - 0.5 * math.cos(4 * math.pi * t)  # two beats a loop
    layers = []
    for k in range(2):
        phase = (2 * t + k / 2) % 1.0
        layers.append((ring(7 + 7 * phase, 2.5 - 1.2 * phase), CORAL, 1 - phase))
    layers.append((disc(6 + 1.5 * beat), CORAL, 1.0))
    return layers


def done_frame(i):
    """The check drawn into the full disc, played once (its last frame stays)."""
    length = (i + 1) / DONE_FRAMES
    check = [(CX - 5.5, CY + 0.5), (CX - 1.5, CY + 4.5), (CX + 5.5, CY - 4)]
    return [(disc(FULL), CORAL, 1.0), (stroke(check, 2.6, length), WHITE, 1.0)]


def fail_frame(i):
    """The cross drawn into the full disc after a failure, as the check is: one stroke, then the
    other, played once (its last frame stays)."""
    length = (i + 1) / FAIL_FRAMES
    arm = 4.5
    falling = [(CX - arm, CY - arm), (CX + arm, CY + arm)]
    rising = [(CX + arm, CY - arm), (CX - arm, CY + arm)]
    return [(disc(FULL), CORAL, 1.0), (stroke(falling, 2.6, min(2 * length, 1.0)), WHITE, 1.0),
            (stroke(rising, 2.6, max(2 * length - 1, 0.0)), WHITE, 1.0 if length > 0.5 else 0.0)]


def strip(scale, frames):
    """Frames side by side in one image."""
    drawn = [render(scale, layers) for layers in frames]
    width, height = drawn[0][0], drawn[0][1]
    stride = width * 4
    rows = []
    for y in range(height):
        row = bytearray([0])
        for _, _, raw in drawn:
            start = y * (stride + 1) + 1
            row += raw[start:start + stride]
        rows.append(bytes(row))
    return width * len(drawn), height, b"".join(rows)


def main():
    out = os.path.join(sys.argv[1] if len(sys.argv) > 1 else os.path.join("Resources", "Skins"), "pulse")
    os.makedirs(out, exist_ok=True)
    written = []
    for scale, suffix in ((1, ""), (2, "@2x")):
        for name, frames in (("pull", [pull_frame(i) for i in range(PULL_FRAMES)]),
                             ("done", [done_frame(i) for i in range(DONE_FRAMES)]),
                             ("fail", [fail_frame(i) for i in range(FAIL_FRAMES)])):
            written.append((os.path.join(out, f"{name}{suffix}.png"), strip(scale, frames)))
        for i in range(LOAD_FRAMES):
            written.append((os.path.join(out, f"load-{i:02d}{suffix}.png"), render(scale, load_frame(i))))
    for path, image in written:
        with open(path, "wb") as f:
            f.write(png(*image))
        print(path)


if __name__ == "__main__":
    main()
