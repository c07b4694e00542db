#!/usr/bin/python3
"""The benchmark's peer: push's screen built with GTK4 and libadwaita.

Usage: bench/gtk_peer.py [--size WxH] [--trace] [--bench N] [--flap-width PT]

An AdwFlap (folded, sliding: the content moves along with the flap, as in
push) holds a yellow menu listing the two views beside a page with a header
bar, the red "Show Side Menu" button and a view-switcher bar at the foot.
GTK draws with its cairo software renderer (GSK_RENDERER=cairo unless set),
as a machine without a GPU would; the renderer used is named in the `ready`
event.

It speaks slideout's own benchmark protocol, so bench/run treats both alike:
with --trace, one JSON event per line: `ready` once the first frame is
painted, `frame` for every painted frame in which the flap moved, `settled`
when a toggle's animation ends. With --bench N it toggles the flap N times,
each right after the previous animation ended (from the first toggle right
after `ready`; the first two are a warm-up, traced but not measured, as
slideout's --bench has on the wall clock), then prints `frames=F wall_s=X cpu_s=Y cpu_ms_per_frame=Z
fps=W rss_mb=R presented=P` (CPU of this whole process over that span; P of
the F frames the compositor presented, by GTK's frame timings, those still
unknown at the end counted as presented: GTK paints some frames that are
never shown; no `presented` where the display server reports no
presentation at all, as a bare X server does) and exits.
Without --bench it stays open until closed.

Run it with the system's python3 (/usr/bin/python3), where Debian's
python3-gi, gir1.2-gtk-4.0 and gir1.2-adw-1 install PyGObject and the
typelibs (`scripts/ensure-packages bench`).
"""
import argparse
import json
import os
import resource
import sys
import time

# Before GTK loads: software rendering, and no D-Bus services to wait for
# (accessibility bus, settings portal, dconf) on a bare benchmark display.
os.environ.setdefault("GSK_RENDERER", "cairo")
os.environ.setdefault("GTK_A11Y", "none")
os.environ.setdefault("ADW_DISABLE_PORTAL", "1")
os.environ.setdefault("GSETTINGS_BACKEND", "memory")

import gi  # noqa: E402

gi.require_version("Gtk", "4.0")
gi.require_version("Adw", "1")
from gi.repository import Adw, Gdk, GLib, GObject, Gtk  # noqa: E402

CSS = b"""
.menu { background-color: #ffff00; }
.menu list { background: transparent; }
.menu row label { font-size: 17px; }
.page { background-color: #ffffff; }
.show-menu { background: #ff0000; color: #ffffff; border-radius: 8px; font-size: 17px; }
"""
VIEWS = ["First View", "Second View"]
# Unmeasured toggles before the measured ones, as bench/run asks of
# slideout (--bench-warm-up 2): the window has opened, the compositor's
# window-opening animation over, as before a user reaches for the menu.
WARM_UP_TOGGLES = 2


def cpu_seconds():
    """User plus system CPU seconds of this whole process (all threads)."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def rss_megabytes():
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGESIZE") / 1_048_576


def emit(trace, event, **fields):
    if trace:
        print(json.dumps({"event": event, **fields}), flush=True)


def build_menu(width):
    """The flap: a yellow column listing the views under a bar-high inset."""
    rows = Gtk.ListBox(selection_mode=Gtk.SelectionMode.NONE, margin_top=44)
    for title in VIEWS:
        rows.append(Gtk.Label(label=title, xalign=0, margin_start=20, height_request=44))
    menu = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, width_request=width, css_classes=["menu"])
    menu.append(rows)
    return menu


def build_page(flap):
    """Push's main screen: header bar, the red button, a switcher bar."""
    stack = Adw.ViewStack(vexpand=True)
    button = Gtk.Button(label="Show Side Menu", halign=Gtk.Align.CENTER, valign=Gtk.Align.CENTER,
                        css_classes=["show-menu"])
    button.connect("clicked", lambda _: flap.set_reveal_flap(not flap.get_reveal_flap()))
    stack.add_titled_with_icon(button, "first", VIEWS[0], "media-record-symbolic")
    stack.add_titled_with_icon(Gtk.Label(label=VIEWS[1], css_classes=["title-1"]), "second", VIEWS[1],
                               "media-playback-stop-symbolic")
    title = Adw.WindowTitle(title=VIEWS[0])
    stack.connect("notify::visible-child-name",
                  lambda *_: title.set_title(stack.get_page(stack.get_visible_child()).get_title()))
    toggle = Gtk.ToggleButton(icon_name="sidebar-show-symbolic")
    flap.bind_property("reveal-flap", toggle, "active", GObject.BindingFlags.BIDIRECTIONAL)
    header = Adw.HeaderBar(title_widget=title)
    header.pack_start(toggle)
    page = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, css_classes=["page"])
    page.append(header)
    page.append(stack)
    page.append(Adw.ViewSwitcherBar(stack=stack, reveal=True))
    return page


class Bench:
    """Toggles the flap `toggles` times back to back and reports the span."""

    def __init__(self, flap, toggles, trace, on_done):
        self.flap, self.toggles, self.trace, self.on_done = flap, toggles, trace, on_done
        self.completed = self.frames = 0
        self.warm_up_left = WARM_UP_TOGGLES
        # Frames counted whose presentation is not known yet (by frame
        # counter), and how many the compositor presented.
        self.pending, self.presented = [], 0
        self.last_progress = flap.get_reveal_progress()
        self.target = None
        self.start_wall = self.start_cpu = 0.0

    def start(self, clock):
        # After-paint runs once every update of the frame has been applied and
        # painted, so a change of progress seen there is a frame on screen.
        clock.connect("after-paint", self.after_paint)
        self.toggle()

    def toggle(self):
        self.target = 0.0 if self.flap.get_reveal_flap() else 1.0
        self.flap.set_reveal_flap(self.target == 1.0)

    def after_paint(self, clock):
        progress = self.flap.get_reveal_progress()
        if progress != self.last_progress:
            self.last_progress = progress
            emit(self.trace, "frame", t=clock.get_frame_time() / 1e6, progress=progress)
            if self.warm_up_left == 0:
                self.frames += 1
                self.pending.append(clock.get_frame_counter())
        self.read_presentations(clock)
        if self.target is not None and progress == self.target:
            self.target = None
            GLib.idle_add(self.settled)

    def read_presentations(self, clock):
        """Counts the pending frames whose timings are complete and say they
        were presented; the others complete are never shown (GTK keeps the
        timings of its last 16 frames)."""
        waiting = []
        for counter in self.pending:
            timings = clock.get_timings(counter)
            if timings is not None and not timings.get_complete():
                waiting.append(counter)
            elif timings is not None and timings.get_presentation_time() != 0:
                self.presented += 1
        self.pending = waiting

    def settled(self):
        emit(self.trace, "settled", state="open" if self.flap.get_reveal_flap() else "closed",
             progress=self.flap.get_reveal_progress())
        if self.warm_up_left > 0:
            self.warm_up_left -= 1
            if self.warm_up_left == 0:
                self.start_wall, self.start_cpu = time.monotonic(), cpu_seconds()
            self.toggle()
            return GLib.SOURCE_REMOVE
        self.completed += 1
        if self.completed < self.toggles:
            self.toggle()
        else:
            print(self.result_line(), flush=True)
            self.on_done()
        return GLib.SOURCE_REMOVE

    def result_line(self):
        wall = time.monotonic() - self.start_wall
        cpu = cpu_seconds() - self.start_cpu
        per_frame = cpu * 1000 / self.frames if self.frames else 0
        fps = self.frames / wall if wall > 0 else 0
        # Frames still waiting for their presentation at the end count as
        # shown; none presented means a server that reports no presentation.
        shown = f" presented={self.presented + len(self.pending)}" if self.presented else ""
        return (f"frames={self.frames} wall_s={wall:.3f} cpu_s={cpu:.3f} cpu_ms_per_frame={per_frame:.3f} "
                f"fps={fps:.1f} rss_mb={rss_megabytes():.1f}{shown}")


def parse_args():
    parser = argparse.ArgumentParser(description="GTK4/libadwaita peer of slideout's push style")
    parser.add_argument("--size", default="1280x800", help="window size in points, WxH")
    parser.add_argument("--trace", action="store_true", help="print one JSON event per line")
    parser.add_argument("--bench", type=int, metavar="N", help="toggle the flap N times, report, exit")
    parser.add_argument("--flap-width", type=int, default=260, help="the menu's width in points")
    return parser.parse_args()


def main():
    args = parse_args()
    width, height = (int(part) for part in args.size.split("x"))
    Adw.init()
    css = Gtk.CssProvider()
    css.load_from_data(CSS)
    Gtk.StyleContext.add_provider_for_display(Gdk.Display.get_default(), css,
                                              Gtk.STYLE_PROVIDER_PRIORITY_APPLICATION)
    flap = Adw.Flap(fold_policy=Adw.FlapFoldPolicy.ALWAYS, transition_type=Adw.FlapTransitionType.SLIDE,
                    reveal_flap=False, flap=build_menu(args.flap_width))
    flap.set_content(build_page(flap))
    window = Adw.Window(title="gtk peer", default_width=width, default_height=height, content=flap)
    loop = GLib.MainLoop()
    window.connect("close-request", lambda _: loop.quit() or False)
    bench = Bench(flap, args.bench, args.trace, loop.quit) if args.bench else None

    def first_frame(clock):
        clock.disconnect(handler)
        renderer = type(window.get_renderer()).__name__
        emit(args.trace, "ready", style="gtk-flap", width=window.get_width(), height=window.get_height(),
             renderer=renderer, platform=type(window.get_display()).__name__)
        if bench:
            bench.start(clock)

    window.present()
    clock = window.get_frame_clock()
    handler = clock.connect("after-paint", first_frame)
    loop.run()


if __name__ == "__main__":
    sys.exit(main())
