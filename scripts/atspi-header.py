#!/usr/bin/env python3
"""Reads refreshkit-gtk-demo's header through AT-SPI, as a screen reader does.

usage: dbus-run-session -- xvfb-run -a python3 atspi-header.py --demo PATH --log FILE [-- DEMO-ARGUMENTS]

Starts the demo (on the X display and session bus it inherits; the accessibility bus is started
by D-Bus activation), finds its accessible whose role is status (GTK's role for the header) and
prints one JSON object: the header's name and description, and whether it is busy, at rest, while
loading after F5 (sent with xdotool), and at rest again after the refresh. Needs at-spi2-core,
python3-pyatspi, xvfb and xdotool (scripts/install-dependencies). Exit 0 when it read them, 1 with
a message on stderr when not.
"""

import argparse
import json
import os
import subprocess
import sys
import time

import pyatspi
from gtk_test_support import Failure, effects, wait_for


def find(node, matches, depth=0):
    if node is None or depth > 40:
        return None
    try:
        if matches(node):
            return node
        for index in range(node.childCount):
            found = find(node.getChildAtIndex(index), matches, depth + 1)
            if found is not None:
                return found
    except Exception:  # a node that went away while walked
        return None
    return None


def header_of(title):
    """The header of the demo's window: the first status element under the frame titled `title`
    (the footer is the second)."""
    desktop = pyatspi.Registry.getDesktop(0)
    for index in range(desktop.childCount):
        frame = find(desktop.getChildAtIndex(index),
                     lambda node: node.getRole() == pyatspi.ROLE_FRAME and node.name == title)
        if frame is not None:
            return find(frame, lambda node: node.getRole() == pyatspi.ROLE_STATUS_BAR)
    return None


def read(node):
    return {"name": node.name, "description": node.description,
            "busy": node.getState().contains(pyatspi.STATE_BUSY)}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--demo", required=True)
    parser.add_argument("--log", required=True)
    parser.add_argument("demo_arguments", nargs="*")
    arguments = parser.parse_args()
    environment = dict(os.environ, GTK_A11Y="atspi", GDK_BACKEND="x11", GSK_RENDERER="cairo")
    environment.pop("NO_AT_BRIDGE", None)
    demo = subprocess.Popen([arguments.demo, "--log-effects", arguments.log] + arguments.demo_arguments,
                            env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        header = wait_for("the demo's header on the accessibility bus", lambda: header_of("RefreshKit feed"), 30)
        outcome = {"rest": read(header)}
        window = wait_for("the demo's window", lambda: subprocess.run(
            ["xdotool", "search", "--onlyvisible", "--pid", str(demo.pid)],
            capture_output=True, text=True).stdout.split(), 20)[0]
        subprocess.run(["xdotool", "windowfocus", "--sync", window], capture_output=True)
        for _ in range(40):
            if '"state":"loading"' in effects(arguments.log):
                break
            subprocess.run(["xdotool", "key", "F5"], capture_output=True)
            time.sleep(0.25)  # F5's effect comes within a frame; pressed again if it did not
        wait_for("loading in the effects log", lambda: '"state":"loading"' in effects(arguments.log), 5)
        # The label follows the display at the next frame.
        outcome["loading"] = wait_for("the header's loading label", lambda: (
            lambda now: now if now["busy"] else None)(read(header)), 5)
        wait_for("the refresh's end in the log", lambda: "a11y.refreshed" in effects(arguments.log), 15)
        outcome["refreshed"] = wait_for("the header's label at rest", lambda: (
            lambda now: now if not now["busy"] and now["name"] != outcome["loading"]["name"] else None)(
            read(header)), 5)
        print(json.dumps(outcome))
    finally:
        demo.terminate()
        try:
            demo.wait(timeout=10)
        except subprocess.TimeoutExpired:
            demo.kill()
            demo.wait()


if __name__ == "__main__":
    try:
        main()
    except Failure as failure:
        print(f"error: {failure}", file=sys.stderr)
        sys.exit(1)
