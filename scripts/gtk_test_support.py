"""What the GTK test drivers (broadway-touch.py, atspi-header.py) share: the failure they report,
polling with a deadline, and reading the demo's effects log."""

import time


class Failure(Exception):
    """A check that did not hold: the driver prints it and exits with status 1."""


def wait_for(what, check, seconds):
    """Polls `check` until it returns something true, for at most `seconds`."""
    deadline = time.monotonic() + seconds
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() > deadline:
            raise Failure(f"timed out after {seconds:g} s waiting for {what}")
        time.sleep(0.05)


def effects(log):
    """The demo's effects log so far (empty before the demo writes it)."""
    try:
        with open(log, encoding="utf-8") as file:
            return file.read()
    except FileNotFoundError:
        return ""
