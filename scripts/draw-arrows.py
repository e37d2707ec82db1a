#!/usr/bin/env python3
"""Draws RefreshKit's arrow images: a downward arrow (a rounded shaft and a triangular head),
antialiased by supersampling, in four colours, at 1x (30x55) and 2x (60x110), as RGBA PNGs.

Uses only the Python standard library (zlib and struct). Run from the repository root:

    python3 scripts/draw-arrows.py            # writes Resources/Skins/<colour>/<colour>Arrow*.png
    python3 scripts/draw-arrows.py OUT_DIR
"""
import os
import struct
import sys
import zlib

WIDTH, HEIGHT = 30, 55  # points, as in the classic header
SAMPLES = 5  # supersamples per pixel side

# name: (top colour, bottom colour); a gentle vertical gradient gives the classic glossy look.
# Every pixel of an arrow's body keeps 3:1 (WCAG 1.4.11) against its skin's light background, as
# IndicatorContrast measures it; the dark appearance recolours the arrow with `<arrowTint dark>`.
COLOURS = {
    "blue": ((96, 134, 188), (44, 78, 128)),
    "black": ((70, 70, 70), (10, 10, 10)),
    "grey": ((128, 128, 128), (90, 90, 90)),  # its top reaches 3:1 on the light background
    "white": ((255, 255, 255), (225, 228, 232)),
}


def inside(x, y):
    """Whether the point (in 1x units, origin top left) lies inside the arrow."""
    cx = WIDTH / 2.0
    # Shaft: a vertical bar with rounded top, from y=3 to the head.
    shaft_half = 3.0
    shaft_top, shaft_bottom = 3.0 + shaft_half, 36.0
    if abs(x - cx) <= shaft_half and shaft_top <= y <= shaft_bottom:
        return True
    if (x - cx) ** 2 + (y - shaft_top) ** 2 <= shaft_half ** 2:
        return True
    # Head: a triangle pointing down, with its tip at y=52.
    head_top, tip, head_half = 30.0, 52.0, 12.5
    if head_top <= y <= tip:
        half = head_half * (tip - y) / (tip - head_top)
        if abs(x - cx) <= half:
            return True
    return False


def render(scale, top, bottom):
    width, height = WIDTH * scale, HEIGHT * scale
    rows = []
    for py in range(height):
        row = bytearray([0])  # filter type 0 (None)
        t = py / (height - 1)
        colour = [round(top[i] + (bottom[i] - top[i]) * t) for i in range(3)]
        for px in range(width):
            hits = 0
            for sy in range(SAMPLES):
                for sx in range(SAMPLES):
                    x = (px + (sx + 0.5) / SAMPLES) / scale
                    y = (py + (sy + 0.5) / SAMPLES) / scale
                    hits += inside(x, y)
            alpha = round(255 * hits / (SAMPLES * SAMPLES))
            row += bytes(colour + [alpha]) if alpha else b"\0\0\0\0"
        rows.append(bytes(row))
    return width, height, b"".join(rows)


def png(width, height, raw):
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join("Resources", "Skins")
    for name, (top, bottom) in COLOURS.items():
        # Each built-in skin's folder holds its descriptor and its arrows.
        os.makedirs(os.path.join(out, name), exist_ok=True)
        for scale, suffix in ((1, ""), (2, "@2x")):
            path = os.path.join(out, name, f"{name}Arrow{suffix}.png")
            with open(path, "wb") as f:
                f.write(png(*render(scale, top, bottom)))
            print(path)


if __name__ == "__main__":
    main()
