#!/usr/bin/python3
"""A stand-in for the XDG desktop portal's Settings, for AppearanceTests.

Run inside a D-Bus session of its own (dbus-run-session) with Debian's
python3-gi. It owns org.freedesktop.portal.Desktop and serves
org.freedesktop.portal.Settings at /org/freedesktop/portal/desktop, with
the namespace org.freedesktop.appearance only:

  --methods ReadAll,ReadOne,Read   the methods it answers (others fail with
                                   UnknownMethod, as an older portal's do)
  --color-scheme N --contrast N    the settings it starts with (u)
  --accent R,G,B                   the accent colour it starts with ((ddd))
  --no-name                        owns no name: a session bus without a portal

It prints {"bus": ADDRESS} once it owns the name, then takes one JSON
command a line on stdin and answers each with one JSON line:

  {"set": {"color-scheme": 1, "contrast": 0}}   changes the settings and
                                                emits SettingChanged for each
  {"calls": true}                               the methods called so far

It ends when stdin closes.
"""
import argparse
import json
import os
import sys

from gi.repository import Gio, GLib

NAMESPACE = "org.freedesktop.appearance"
INTERFACE = "org.freedesktop.portal.Settings"
PATH = "/org/freedesktop/portal/desktop"
XML = """
<node>
  <interface name="org.freedesktop.portal.Settings">
    <method name="ReadAll">
      <arg type="as" name="namespaces" direction="in"/>
      <arg type="a{sa{sv}}" name="value" direction="out"/>
    </method>
    <method name="ReadOne">
      <arg type="s" name="namespace" direction="in"/>
      <arg type="s" name="key" direction="in"/>
      <arg type="v" name="value" direction="out"/>
    </method>
    <method name="Read">
      <arg type="s" name="namespace" direction="in"/>
      <arg type="s" name="key" direction="in"/>
      <arg type="v" name="value" direction="out"/>
    </method>
    <signal name="SettingChanged">
      <arg type="s" name="namespace"/>
      <arg type="s" name="key"/>
      <arg type="v" name="value"/>
    </signal>
    <property name="version" type="u" access="read"/>
  </interface>
</node>
"""

parser = argparse.ArgumentParser()
parser.add_argument("--methods", default="ReadAll,ReadOne,Read")
parser.add_argument("--color-scheme", type=int, default=0)
parser.add_argument("--contrast", type=int, default=0)
parser.add_argument("--accent", default=None)
parser.add_argument("--no-name", action="store_true")
arguments = parser.parse_args()
methods = set(arguments.methods.split(","))
settings = {"color-scheme": GLib.Variant("u", arguments.color_scheme),
            "contrast": GLib.Variant("u", arguments.contrast)}
if arguments.accent:
    settings["accent-color"] = GLib.Variant("(ddd)", tuple(float(c) for c in arguments.accent.split(",")))
calls = []
connection = None


def reply(value):
    sys.stdout.write(json.dumps(value) + "\n")
    sys.stdout.flush()


def on_call(connection, sender, path, interface, method, parameters, invocation):
    calls.append(method)
    if method not in methods:
        invocation.return_dbus_error("org.freedesktop.DBus.Error.UnknownMethod", f"no method {method} here")
    elif method == "ReadAll":
        wanted = parameters.unpack()[0]
        found = {NAMESPACE: settings} if not wanted or NAMESPACE in wanted else {}
        invocation.return_value(GLib.Variant("(a{sa{sv}})", (found,)))
    else:
        namespace, key = parameters.unpack()
        if namespace != NAMESPACE or key not in settings:
            invocation.return_dbus_error("org.freedesktop.portal.Error.NotFound", "Requested setting not found")
        elif method == "ReadOne":
            invocation.return_value(GLib.Variant("(v)", (settings[key],)))
        else:  # The deprecated Read boxes the value once more.
            invocation.return_value(GLib.Variant("(v)", (GLib.Variant("v", settings[key]),)))


def on_property(connection, sender, path, interface, name):
    return GLib.Variant("u", 2 if "ReadOne" in methods else 1)


def on_input(channel, condition):
    line = sys.stdin.readline()
    if not line:
        loop.quit()
        return False
    command = json.loads(line)
    if "set" in command:
        for key, value in command["set"].items():
            variant = GLib.Variant("(ddd)", tuple(value)) if key == "accent-color" else GLib.Variant("u", value)
            settings[key] = variant
            connection.emit_signal(None, PATH, INTERFACE, "SettingChanged",
                                   GLib.Variant("(ssv)", (NAMESPACE, key, variant)))
        connection.flush_sync(None)
        reply({"done": True})
    elif "calls" in command:
        reply({"calls": calls})
    return True


def on_name(connection, name):
    reply({"bus": os.environ["DBUS_SESSION_BUS_ADDRESS"]})


def on_bus(bus, name):
    global connection
    connection = bus
    info = Gio.DBusNodeInfo.new_for_xml(XML).interfaces[0]
    bus.register_object(PATH, info, on_call, on_property, None)


loop = GLib.MainLoop()
if arguments.no_name:
    connection = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    reply({"bus": os.environ["DBUS_SESSION_BUS_ADDRESS"]})
else:
    Gio.bus_own_name(Gio.BusType.SESSION, "org.freedesktop.portal.Desktop", Gio.BusNameOwnerFlags.NONE,
                     on_bus, on_name, lambda *_: loop.quit())
GLib.io_add_watch(GLib.IOChannel.unix_new(sys.stdin.fileno()), GLib.IO_IN | GLib.IO_HUP, on_input)
loop.run()
