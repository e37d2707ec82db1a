#!/usr/bin/env python3
"""Drives refreshkit-gtk-demo with real touch: the demo on a gtk4-broadwayd display, that display
in headless Chromium, touches through the DevTools protocol's Input.dispatchTouchEvent.

usage: broadway-touch.py --demo PATH --log FILE [--screenshot PNG] SCENARIO [-- DEMO-ARGUMENTS]
       broadway-touch.py --demo PATH --plan PLAN.json

Scenarios (each ends when what it waits for is in the effects log, or the screen is still), alone
or as steps joined by '+' ("held-pull+footer-tap"):
  pull        a slow drag down from the top of the list, past the trigger, then lift
  held-pull   the same, held still past the trigger while the header is pictured
  flick-up    a fast flick up from the top of the list
  mid-drag    a slow drag up (the list scrolls, then rests), then a slow drag down mid-list
  retry       flicks to the end until the footer fails, Tab to its button, Enter
  footer-tap  flicks to the end until the footer fails, its band pictured at rest, a tap on it
  screenshot  a slow drag down, held past the trigger while the screenshot is taken

A plan runs several demos on one Broadway display and one Chromium, one after another: a JSON
list of {"log", "scenario", "arguments", "screenshots": {"window"|"header"|"footer": PNG}}.

Prints one JSON object on stdout (a list of them for a plan): "listMoved" (whether the list's
pixels at rest differ from those before the gesture; not for a plan) and, for retry, "tabs" (the
Tab presses before Enter retried). Needs gtk4-broadwayd, chromium and python3-websocket
(scripts/install-dependencies). Exit 0 when the scenario ran, 1 with a message on stderr when not.
"""

import argparse
import base64
import fcntl
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

import websocket
from gtk_test_support import Failure, effects, wait_for

# broadway.js listens for touches on `document`, and each redraw replaces the elements under the
# finger, so the later moves and the lift of a slow pull go to an element no longer in the page and
# never reach GTK. This takes the touches from their targets instead (which get them, in the page or
# not), remembers each touch's window from its start, and hands them to broadway.js's handlers.
# `touch-action: none` keeps Chromium's own gestures out and the listeners cancelable.
FORWARD_TOUCHES = r"""
(() => {
  if (window.refreshKitTouch) return true;
  if (typeof onTouchStart !== 'function') return false;
  window.refreshKitTouch = true;
  const style = document.createElement('style');
  style.textContent = 'html, body, body * { touch-action: none; }';
  document.head.appendChild(style);
  document.removeEventListener('touchstart', onTouchStart, false);
  document.removeEventListener('touchmove', onTouchMove, false);
  document.removeEventListener('touchend', onTouchEnd, false);
  const windows = new Map();
  const watched = new WeakSet();
  function surfaceOf(node) {
    while (node && node.surface === undefined) node = node.parentNode;
    return node ? node.surface : null;
  }
  function surfaceAt(x, y) {
    let found = null;
    for (const id in surfaces) {
      const s = surfaces[id];
      if (s.visible !== false && x >= s.x && y >= s.y && x < s.x + s.width && y < s.y + s.height) found = s;
    }
    return found;
  }
  function forward(handler, phase, ev) {
    const touches = [];
    for (const t of ev.changedTouches) {
      let surface = windows.get(t.identifier);
      if (phase === 0 || !surface) surface = surfaceOf(t.target) || surfaceAt(t.pageX, t.pageY);
      if (phase === 0) windows.set(t.identifier, surface);
      if (phase === 2) windows.delete(t.identifier);
      touches.push({ identifier: t.identifier, pageX: t.pageX, pageY: t.pageY,
                     target: surface ? { surface: surface } : document });
    }
    handler({ changedTouches: { length: touches.length, item: (i) => touches[i] },
              timeStamp: ev.timeStamp, shiftKey: ev.shiftKey, ctrlKey: ev.ctrlKey, altKey: ev.altKey });
    ev.preventDefault();
    ev.stopPropagation();
  }
  window.addEventListener('touchstart', (ev) => {
    const target = ev.target;
    if (!watched.has(target)) {
      watched.add(target);
      target.addEventListener('touchmove', (e) => forward(onTouchMove, 1, e), { passive: false });
      target.addEventListener('touchend', (e) => forward(onTouchEnd, 2, e), { passive: false });
      target.addEventListener('touchcancel', (e) => forward(onTouchEnd, 2, e), { passive: false });
    }
    forward(onTouchStart, 0, ev);
  }, { capture: true, passive: false });
  return true;
})()
"""

# The demo's toplevel: GTK's client-side decorations put a shadow around it and a title bar on top;
# its content is 400 wide (the demo's default width) and as high as the browser's page leaves it.
SHADOW_LEFT, SHADOW_TOP, SHADOW_BOTTOM, TITLE_BAR = 14, 12, 16, 37
CONTENT_WIDTH = 400
# The pictures a plan keeps: the top of the content (the header), the bottom (the footer's band).
HEADER_SHOT, FOOTER_SHOT = 160, 80


def free_display():
    """A display number whose port (8080 + N) nobody listens on, and its lock: drivers running at the
    same time (the test suites run in parallel) would otherwise both see one port free and start two
    displays on it. The lock is held while the display lives and goes with the process."""
    for number in range(40, 140):
        lock = open(os.path.join(tempfile.gettempdir(), f"refreshkit-broadway-{number}.lock"), "w")
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            lock.close()
            continue
        with socket.socket() as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                probe.bind(("127.0.0.1", 8080 + number))
            except OSError:
                lock.close()
                continue
        return number, lock
    raise Failure("no free broadway display between :40 and :139")


def port_open(port):
    with socket.socket() as probe:
        return probe.connect_ex(("127.0.0.1", port)) == 0


class DevTools:
    """A DevTools protocol connection to one page."""

    def __init__(self, url):
        self.socket = websocket.create_connection(url, timeout=30, suppress_origin=True)
        self.next_id = 0

    def call(self, method, **params):
        self.next_id += 1
        self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise Failure(f"{method}: {message['error']}")
                return message.get("result", {})

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True)
        if "exceptionDetails" in result:
            raise Failure(f"page script failed: {result['exceptionDetails']}")
        return result["result"].get("value")

    def touch(self, kind, x=None, y=None):
        points = [] if kind == "touchEnd" else [{"x": x, "y": y, "id": 1}]
        self.call("Input.dispatchTouchEvent", type=kind, touchPoints=points)

    def drag(self, x, y0, y1, seconds, hold=0.0, lift=True):
        """A finger from (x, y0) to (x, y1) over `seconds` in 16 ms steps, held still `hold`."""
        steps = max(int(seconds / 0.016), 2)
        self.touch("touchStart", x, y0)
        for step in range(1, steps + 1):
            time.sleep(seconds / steps)  # the finger's pace, not a wait for a result
            self.touch("touchMove", x, y0 + (y1 - y0) * step / steps)
        if hold:
            # A finger held still: GTK sees no velocity at the lift.
            end = time.monotonic() + hold
            while time.monotonic() < end:
                time.sleep(0.016)
                self.touch("touchMove", x, y1)
        if lift:
            self.touch("touchEnd")

    def key(self, key, code, virtual):
        for kind in ("rawKeyDown", "keyUp"):
            self.call("Input.dispatchKeyEvent", type=kind, key=key, code=code,
                      windowsVirtualKeyCode=virtual, nativeVirtualKeyCode=virtual)

    def screenshot(self, clip=None):
        params = {"format": "png"}
        if clip:
            params["clip"] = dict(clip, scale=1)
        return base64.b64decode(self.call("Page.captureScreenshot", **params)["data"])


def wait_until_still(page, clip, seconds=15):
    """Waits until the list's pixels stay the same for 0.6 s; returns them."""
    last, since = None, time.monotonic()
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        shot = page.screenshot(clip)
        if shot != last:
            last, since = shot, time.monotonic()
        elif time.monotonic() - since >= 0.6:
            return shot
        time.sleep(0.1)
    raise Failure(f"the list was still moving after {seconds} s")


class Server:
    """One gtk4-broadwayd display and headless Chromium showing it, for one demo after another."""

    def __init__(self, work):
        self.work = work
        self.processes = []
        self.display, self.display_lock = free_display()
        self.port = 8080 + self.display

    def start(self, command, **options):
        process = subprocess.Popen(command, **options)
        self.processes.append(process)
        return process

    def open(self):
        self.start(["gtk4-broadwayd", "--address", "127.0.0.1", f":{self.display}"],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for("gtk4-broadwayd's port", lambda: port_open(self.port), 20)
        chromium = self.start(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                               "--remote-debugging-port=0", f"--user-data-dir={self.work}/chromium",
                               "--window-size=440,800", f"http://127.0.0.1:{self.port}/"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        listening = None
        deadline = time.monotonic() + 30
        while listening is None and time.monotonic() < deadline:
            line = chromium.stderr.readline()
            if not line:
                break
            listening = re.search(r"DevTools listening on ws://127\.0\.0\.1:(\d+)/", line)
        if listening is None:
            raise Failure("chromium printed no DevTools address")
        debug_port = listening.group(1)

        def page_url():
            with urllib.request.urlopen(f"http://127.0.0.1:{debug_port}/json/list", timeout=5) as response:
                pages = [t for t in json.load(response) if t.get("type") == "page"]
            return pages[0]["webSocketDebuggerUrl"] if pages else None

        self.page = DevTools(wait_for("chromium's page", page_url, 20))
        wait_for("broadway.js", lambda: self.page.evaluate(FORWARD_TOUCHES), 20)

    def window(self):
        """The demo's toplevel as [x, y, width, height], or None."""
        return self.page.evaluate(
            "(() => { for (const id in surfaces) { const s = surfaces[id];"
            " if (s.visible && s.width > 300 && s.height > 500) return [s.x, s.y, s.width, s.height]; }"
            " return null; })()")

    def demo(self, path, log, demo_arguments):
        """Starts the demo and waits for its window; returns the process."""
        environment = dict(os.environ, GDK_BACKEND="broadway", BROADWAY_DISPLAY=f":{self.display}",
                           XDG_STATE_HOME=self.work, GTK_A11Y="none")
        demo = subprocess.Popen([path, "--log-effects", log] + demo_arguments,
                                env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for("the demo's effects log", lambda: os.path.exists(log) or demo.poll() is not None, 20)
        if demo.poll() is not None:
            raise Failure(f"the demo exited with {demo.returncode}")
        return demo

    def close_demo(self, demo):
        demo.terminate()
        try:
            demo.wait(timeout=10)
        except subprocess.TimeoutExpired:
            demo.kill()
            demo.wait()
        wait_for("the demo's window to go", lambda: self.window() is None, 10)

    def close(self):
        for process in reversed(self.processes):
            process.terminate()
        for process in reversed(self.processes):
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        self.display_lock.close()


def count(log, text):
    return effects(log).count(text)


def footer_ends(log):
    """How many footer loads have ended (failed, loaded, or no more)."""
    text = effects(log)
    return sum(text.count(f'"edge":"footer","announce":"a11y.{end}"')
               for end in ("loadMoreFailed", "loadedMore", "loadedMoreItems", "noMore"))


def run_scenario(server, demo_path, log, scenario, demo_arguments, screenshots, compare_list=True):
    """Runs one demo through `scenario` (a name, or steps joined by '+'); returns its outcome.
    `screenshots` maps "window", "header" and "footer" to the PNG files to write. With
    `compare_list`, the list's pixels at rest before and after are compared ("listMoved")."""
    page = server.page
    demo = server.demo(demo_path, log, demo_arguments)
    try:
        x0, y0, width, height = wait_for("the demo's window", server.window, 20)
        left, top = x0 + SHADOW_LEFT, y0 + SHADOW_TOP + TITLE_BAR
        bottom = y0 + height - SHADOW_BOTTOM
        x = left + 150
        clip = {"x": left + 10, "y": top + 80, "width": 300, "height": 300}
        header_clip = {"x": left, "y": top, "width": CONTENT_WIDTH, "height": HEADER_SHOT}
        footer_clip = {"x": left, "y": bottom - FOOTER_SHOT, "width": CONTENT_WIDTH, "height": FOOTER_SHOT}
        window_clip = {"x": x0, "y": y0, "width": width, "height": height}
        before = wait_until_still(page, clip) if compare_list else None
        outcome = {}
        shot = None

        def save(kind, png):
            if screenshots.get(kind):
                with open(screenshots[kind], "wb") as file:
                    file.write(png)

        for step in scenario.split("+"):
            if step == "pull":
                page.drag(x, top + 60, top + 300, seconds=0.6, hold=0.1)
                wait_for("the refresh's end in the log", lambda: '"announce":"a11y.refreshed"' in effects(log)
                         or '"announce":"a11y.refreshFailed"' in effects(log), 15)
            elif step == "held-pull":
                # Held past the trigger until the header is still (the arrow turned), pictured, lifted.
                page.drag(x, top + 60, top + 300, seconds=0.6, hold=0.2, lift=False)
                end = time.monotonic() + 0.5
                while time.monotonic() < end:
                    time.sleep(0.016)
                    page.touch("touchMove", x, top + 300)
                save("header", page.screenshot(header_clip))
                shot = page.screenshot(window_clip)
                page.touch("touchEnd")
                # The header closes last, after any result it holds.
                wait_for("the header's close in the log", lambda: '"edge":"header","state":"idle"' in effects(log), 15)
            elif step == "flick-up":
                page.drag(x, top + 450, top + 150, seconds=0.08)
            elif step == "mid-drag":
                page.drag(x, top + 500, top + 100, seconds=0.6, hold=0.3)
                wait_until_still(page, clip)
                page.drag(x, top + 150, top + 300, seconds=0.5, hold=0.3)
            elif step in ("retry", "footer-tap"):
                for _ in range(12):
                    if '"edge":"footer","state":"failed"' in effects(log):
                        break
                    page.drag(x, top + 550, top + 100, seconds=0.06)
                    time.sleep(0.4)  # between flicks, as a hand would pause
                wait_for("the footer's failure in the log",
                         lambda: '"edge":"footer","state":"failed"' in effects(log), 15)
                loads = count(log, '"edge":"footer","refresh":true')
                if step == "retry":
                    # GTK 4.8's list view is one Tab stop a row: Tab on until Enter retries.
                    for presses in range(1, 61):
                        page.key("Tab", "Tab", 9)
                        page.key("Enter", "Enter", 13)
                        if count(log, '"edge":"footer","refresh":true') > loads:
                            break
                        time.sleep(0.05)  # Enter's effect, if any, comes within a frame
                    outcome["tabs"] = presses
                else:
                    # The failed band at rest, pictured, then tapped with a finger.
                    wait_until_still(page, footer_clip)
                    save("footer", page.screenshot(footer_clip))
                    page.touch("touchStart", x, bottom - 30)
                    time.sleep(0.05)  # a tap's press, as a finger's
                    page.touch("touchEnd")
                wait_for("a second footer load in the log",
                         lambda: count(log, '"edge":"footer","refresh":true') > loads, 10)
                wait_for("the second footer load's end in the log", lambda: footer_ends(log) >= 2, 15)
                if step == "footer-tap":
                    # The loaded footer closes last, after any result it holds.
                    wait_for("the footer's close in the log", lambda: '"edge":"footer","state":"idle"' in effects(log), 15)
            elif step == "screenshot":
                page.drag(x, top + 60, top + 300, seconds=0.6, hold=0.2, lift=False)
                shot = page.screenshot(window_clip)
                page.touch("touchEnd")
            else:
                raise Failure(f"unknown scenario step '{step}'")

        if compare_list:
            after = wait_until_still(page, clip)
            outcome["listMoved"] = after != before
        if screenshots.get("window"):
            save("window", shot if shot is not None else page.screenshot(window_clip))
        return outcome
    finally:
        server.close_demo(demo)


def run(arguments, work):
    server = Server(work)
    try:
        server.open()
        if arguments.plan:
            with open(arguments.plan, encoding="utf-8") as file:
                plan = json.load(file)
            outcomes = []
            for entry in plan:
                outcomes.append(run_scenario(server, arguments.demo, entry["log"], entry["scenario"],
                                             entry["arguments"], entry.get("screenshots", {}), compare_list=False))
            print(json.dumps(outcomes))
        else:
            outcome = run_scenario(server, arguments.demo, arguments.log, arguments.scenario,
                                   arguments.demo_arguments, {"window": arguments.screenshot})
            print(json.dumps(outcome))
    finally:
        server.close()


def main():
    parser = argparse.ArgumentParser(description="Drives refreshkit-gtk-demo with touch through Broadway.")
    parser.add_argument("--demo", required=True)
    parser.add_argument("--log")
    parser.add_argument("--screenshot")
    parser.add_argument("--plan")
    parser.add_argument("scenario", nargs="?")
    parser.add_argument("demo_arguments", nargs="*")
    arguments = parser.parse_args()
    if not arguments.plan and not (arguments.log and arguments.scenario):
        parser.error("give --log and a SCENARIO, or --plan")
    for tool in ("gtk4-broadwayd", "chromium"):
        if shutil.which(tool) is None:
            print(f"error: {tool} is missing: scripts/install-dependencies installs it", file=sys.stderr)
            return 1
    work = tempfile.mkdtemp(prefix="refreshkit-broadway-")
    try:
        run(arguments, work)
    except Failure as failure:
        print(f"error: {failure}", file=sys.stderr)
        return 1
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
