#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""A pure-Python WEXT client (fcntl.ioctl), as python-wifi, wicd or
qtile's iwlib widget issue the requests: SIOCGIWNAME, ESSID, AP, FREQ,
MODE, RATE, STATS and RANGE for each interface named, every answer
printed byte for byte (pointers masked). tests/vm/libiw/run runs it
with and without LD_PRELOAD of iwcompat's libiw.so.30.
Usage: wext_client.py IFNAME..."""
import array
import errno
import fcntl
import socket
import struct
import sys

REQS = [
    (0x8B01, "SIOCGIWNAME", 0),
    (0x8B05, "SIOCGIWFREQ", 0),
    (0x8B07, "SIOCGIWMODE", 0),
    (0x8B15, "SIOCGIWAP", 0),
    (0x8B1B, "SIOCGIWESSID", 34),
    (0x8B21, "SIOCGIWRATE", 0),
    (0x8B0F, "SIOCGIWSTATS", 32),
    (0x8B0B, "SIOCGIWRANGE", 1176),
    (0x8B09, "SIOCGIWNWID", 0),
]


def one(sock, ifname):
    print("==", ifname)
    for cmd, name, buflen in REQS:
        req = bytearray(b"\xa5" * 32)
        name_b = ifname.encode()[:15]
        req[0:len(name_b)] = name_b
        req[len(name_b)] = 0
        buf = None
        if buflen:
            buf = array.array("B", b"\x5a" * buflen)
            addr, _ = buf.buffer_info()
            struct.pack_into("PHH", req, 16, addr, buflen, 0)
        try:
            fcntl.ioctl(sock, cmd, req, True)
        except OSError as e:
            print(" %s: %s" % (name, errno.errorcode.get(e.errno, e.errno)))
            continue
        if buflen:
            req[16:24] = b"\0" * 8
        print(" %s: %s" % (name, req.hex()))
        if buflen:
            length = struct.unpack_from("H", req, 24)[0]
            print("  data:", bytes(buf[:min(length, buflen)]).hex())


def main():
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    for ifname in sys.argv[1:]:
        one(sock, ifname)


main()
