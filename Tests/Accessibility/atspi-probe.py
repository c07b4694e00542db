#!/usr/bin/python3
"""The assistive-technology side of AccessibilityTests, through pyatspi.

Run inside a D-Bus session (dbus-run-session) with Debian's python3-pyatspi:
it starts the accessibility bus (at-spi-bus-launcher --launch-immediately),
prints {"bus": ADDRESS} (the session bus the app under test is to join),
listens to every object:state-changed, object:children-changed and window event, then answers one
JSON command a line on stdin with one JSON line on stdout:

  {"cmd": "find", "pid": N}          waits (10 s) for the application of process N and its frame
  {"cmd": "tree"}                    the application's tree: role, name, states,
                                     extents (window and screen), actions, children
  {"cmd": "act", "path": [i, ...]}   doAction(0) on the object at that child-index path
  {"cmd": "at", "x": X, "y": Y}      the object at window pixel (X, Y), from the frame down
  {"cmd": "events"}                  the events seen since the last "events"

It ends when stdin closes, taking the bus launcher with it.
"""
import json
import os
import select
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

launcher = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
events = []
app = None


def reply(value):
    sys.stdout.write(json.dumps(value) + "\n")
    sys.stdout.flush()


def pump(seconds=0.0):
    """Runs the GLib main loop (where pyatspi delivers events) for a while."""
    deadline = time.monotonic() + seconds
    context = GLib.MainContext.default()
    while True:
        while context.pending():
            context.iteration(False)
        if time.monotonic() >= deadline:
            return
        time.sleep(0.01)


def path_of(accessible):
    path = []
    while accessible is not None and accessible.getRole() != pyatspi.ROLE_APPLICATION:
        path.insert(0, accessible.getIndexInParent())
        accessible = accessible.parent
    return path


def on_event(event):
    try:
        source = event.source
        events.append({"type": event.type, "detail1": event.detail1, "name": source.name,
                       "role": source.getRoleName(), "path": path_of(source),
                       "data": event.any_data if isinstance(event.any_data, str) else None})
    except Exception as error:  # an object gone by the time the event is read
        events.append({"type": event.type, "detail1": event.detail1, "error": str(error)})


def states(accessible):
    return sorted(pyatspi.stateToString(state) if hasattr(pyatspi, "stateToString")
                  else str(state).replace("STATE_", "").lower() for state in accessible.getState().getStates())


def describe(accessible):
    node = {"role": accessible.getRoleName(), "name": accessible.name, "states": states(accessible),
            "children": [describe(accessible.getChildAtIndex(i)) for i in range(accessible.childCount)]}
    try:
        component = accessible.queryComponent()
        for key, coordinates in (("window", pyatspi.WINDOW_COORDS), ("screen", pyatspi.DESKTOP_COORDS)):
            box = component.getExtents(coordinates)
            node[key] = [box.x, box.y, box.width, box.height]
    except NotImplementedError:
        pass
    try:
        action = accessible.queryAction()
        node["actions"] = [action.getName(i) for i in range(action.nActions)]
    except NotImplementedError:
        pass
    return node


def find(pid):
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            candidate = desktop.getChildAtIndex(i)
            # Found once its window's frame is there (the first frame is drawn).
            if candidate is not None and candidate.get_process_id() == pid and candidate.childCount > 0:
                return candidate
        pump(0.1)
    return None


def at_path(path):
    accessible = app
    for index in path:
        accessible = accessible.getChildAtIndex(index)
    return accessible


def handle(command):
    global app
    kind = command["cmd"]
    if kind == "find":
        app = find(command["pid"])
        return {"found": app is not None}
    if kind == "tree":
        return {"tree": describe(app)}
    if kind == "act":
        return {"done": bool(at_path(command["path"]).queryAction().doAction(0))}
    if kind == "at":
        frame = app.getChildAtIndex(0)
        found = frame.queryComponent().getAccessibleAtPoint(command["x"], command["y"], pyatspi.WINDOW_COORDS)
        while found is not None:
            deeper = found.queryComponent().getAccessibleAtPoint(command["x"], command["y"], pyatspi.WINDOW_COORDS)
            if deeper is None:
                break
            found = deeper
        return {"name": found.name if found is not None else None,
                "role": found.getRoleName() if found is not None else None}
    if kind == "events":
        pump(0.05)
        seen = list(events)
        events.clear()
        return {"events": seen}
    return {"error": "unknown command " + kind}


def main():
    # The launcher sets the accessibility bus's address on the session bus once it runs.
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            bus = subprocess.run(["gdbus", "call", "--session", "--dest", "org.a11y.Bus", "--object-path",
                                  "/org/a11y/bus", "--method", "org.a11y.Bus.GetAddress"],
                                 capture_output=True, text=True, timeout=5)
            if bus.returncode == 0:
                break
        except subprocess.TimeoutExpired:
            pass
        time.sleep(0.1)
    pyatspi.Registry.registerEventListener(on_event, "object:state-changed", "object:children-changed",
                                           "object:property-change:accessible-name", "window")
    reply({"bus": os.environ["DBUS_SESSION_BUS_ADDRESS"]})
    while True:
        ready, _, _ = select.select([sys.stdin], [], [], 0.02)
        if not ready:
            pump()
            continue
        line = sys.stdin.readline()
        if not line:
            break
        try:
            reply(handle(json.loads(line)))
        except Exception as error:
            reply({"error": repr(error)})
    launcher.terminate()
    launcher.wait()


main()
