#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""native-facts.py KIND SOURCE < INPUT: the facts of one read, one per line
("key=value"), from the real tool's text (SOURCE=text) or from iwcompat's
JSON v1 (SOURCE=json). The VM scenario "native" compares the two: the JSON
must parse, be a document of docs/json-schema.json (its "version" 1 first,
every key known there and of its type, no key twice; numbers with the
decimals the schema says), carry the required keys, and say what the text
says. The facts are named after the v1 keys. A command that fails: the
real tool prints nothing on stdout, iwcompat -j an error document; both
give the one fact "failed=yes".

KIND: info (iw dev IF info), dev (iw dev), link (iw dev IF link),
ps (iw dev IF get power_save), iwconfig (iwconfig IF), event (iw event
-t: JSON Lines, one object per event), phy (iw phy PHY info),
scan (iw dev IF scan [dump]: the facts of each BSS, by BSSID), iwgetid
(iwgetid IF [-a|-c|-f|-m|-p]), iwlist-scan (iwlist IF scan: the cells, by
address), iwlist-freq (iwlist IF freq|channel).
Volatile counters (RX/TX bytes, TXQ statistics) are left out.
"""
import json
import os
import re
import sys

SCHEMA_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                           '..', '..', '..', 'docs', 'json-schema.json')

# KIND: the document of docs/json-schema.json iwcompat -j answers with
DOCUMENTS = {'info': 'info', 'dev': 'dev', 'link': 'link',
             'ps': 'power_save', 'scan': 'scan', 'phy': 'wiphys',
             'event': 'event', 'iwconfig': 'iwconfig', 'iwgetid': 'iwgetid',
             'iwlist-scan': 'iwlist', 'iwlist-freq': 'iwlist'}


class Num(float):
    """a JSON number with a fraction, and its text (the decimals count)"""
    text = ''


def parse_num(t):
    n = Num(t)
    n.text = t
    return n


def no_duplicates(pairs):
    keys = [k for k, _ in pairs]
    assert len(keys) == len(set(keys)), 'a key twice: %s' % keys
    return dict(pairs)


def parse_doc(text):
    """one JSON text: its members in their order (no key twice)"""
    return json.loads(text, parse_float=parse_num,
                      object_pairs_hook=no_duplicates)


def check_type(schema, v, typ, where):
    """v is of the schema's type TYP (string, integer, number, boolean,
    null, object:T, array:T, A|B)"""
    for t in typ.split('|'):
        if t.startswith('object:'):
            if isinstance(v, dict):
                check_object(schema, v, t[7:], where)
                return
        elif t.startswith('array:'):
            if isinstance(v, list):
                for i, e in enumerate(v):
                    check_type(schema, e, t[6:], '%s[%d]' % (where, i))
                return
        elif t == 'string' and isinstance(v, str):
            return
        elif t == 'integer' and isinstance(v, int) and \
                not isinstance(v, bool):
            return
        elif t == 'number' and isinstance(v, Num):
            # two decimals, or six (seconds)
            assert re.fullmatch(r'-?\d+\.(\d\d|\d{6})', v.text), \
                (where, v.text)
            return
        elif t == 'boolean' and isinstance(v, bool):
            return
        elif t == 'null' and v is None:
            return
    raise AssertionError('%s: %r is not %s' % (where, v, typ))


def check_object(schema, o, name, where):
    members = schema['objects'][name]
    for k, v in o.items():
        assert k in members, '%s: key %s not in %s' % (where, k, name)
        check_type(schema, v, members[k], where + '.' + k)


def load_json(kind, text):
    """iwcompat's -j answer to KIND: the document, checked against
    docs/json-schema.json; None for an error document"""
    with open(SCHEMA_PATH) as fh:
        schema = json.load(fh)
    o = parse_doc(text)
    assert isinstance(o, dict), 'not an object'
    keys = list(o)
    assert keys and keys[0] == 'version' and o['version'] == 1 and \
        type(o['version']) is int, 'no "version": 1 first: %s' % keys
    del o['version']
    if 'error' in o:
        check_object(schema, o, 'error_doc', 'error')
        assert isinstance(o['error'].get('message'), str), o
        return None
    doc = schema['documents'][DOCUMENTS[kind]]['object']
    check_object(schema, o, doc, DOCUMENTS[kind])
    return o


def ssid_facts(o, f):
    """ssid and ssid_hex (the bytes): the string must be the bytes, each
    maximal subpart that is not UTF-8 one U+FFFD"""
    if 'ssid_hex' in o:
        assert o.get('ssid') == \
            bytes.fromhex(o['ssid_hex']).decode('utf-8', 'replace'), \
            (o.get('ssid'), o['ssid_hex'])
        f['ssid_hex'] = o['ssid_hex']
    elif 'ssid' in o:
        assert o['ssid'] is None, o['ssid']
        f['ssid'] = 'null'


def iw_unescape(s):
    """iw's print_ssid_escaped() back to bytes, as hex"""
    out = bytearray()
    i = 0
    while i < len(s):
        if s.startswith('\\x', i):
            out.append(int(s[i + 2:i + 4], 16))
            i += 4
        else:
            out += s[i].encode()
            i += 1
    return out.hex()


def text_iface(lines):
    f = {}
    for ln in lines:
        ln = ln.strip('\t')
        m = re.match(r'Interface (.*)$', ln)
        if m:
            f['ifname'] = m.group(1)
        m = re.match(r'ifindex (\d+)$', ln)
        if m:
            f['ifindex'] = m.group(1)
        m = re.match(r'wdev 0x([0-9a-f]+)$', ln)
        if m:
            f['wdev'] = str(int(m.group(1), 16))
        m = re.match(r'addr (\S+)$', ln)
        if m:
            f['mac'] = m.group(1)
        if ln.startswith('ssid '):
            f['ssid_hex'] = iw_unescape(ln[5:])
        m = re.match(r'type (.*)$', ln)
        if m:
            f['type'] = m.group(1)
        m = re.match(r'wiphy (\d+)$', ln)
        if m:
            f['wiphy'] = m.group(1)
        m = re.match(r'channel (\d+) \((\d+) MHz\)(.*)$', ln)
        if m:
            f['channel'] = m.group(1)
            f['freq_mhz'] = m.group(2)
            w = re.search(r'width: ([^,]+)', m.group(3))
            if w:
                f['channel_width'] = w.group(1)
            c = re.search(r'center1: (\d+) MHz', m.group(3))
            if c:
                f['center1_mhz'] = c.group(1)
        m = re.match(r'txpower (-?\d+\.\d+) dBm$', ln)
        if m:
            f['txpower_dbm'] = '%.2f' % float(m.group(1))
    return f


def json_iface(o, with_wiphy=True):
    f = {'ifname': o['ifname'], 'ifindex': str(o['ifindex']),
         'mac': o['mac'], 'type': o['type']}
    if 'wdev' in o:
        f['wdev'] = str(o['wdev'])
    ssid_facts(o, f)
    if with_wiphy:
        f['wiphy'] = 'null' if o['wiphy'] is None else str(o['wiphy'])
    if 'freq_mhz' in o:
        f['freq_mhz'] = str(o['freq_mhz'])
        f['channel'] = str(o['channel'])
        assert isinstance(o['freq_mhz'], int)
    if 'channel_width' in o:
        f['channel_width'] = o['channel_width']
    if 'center1_mhz' in o:
        f['center1_mhz'] = str(o['center1_mhz'])
    if 'txpower_dbm' in o:
        v = o['txpower_dbm']
        f['txpower_dbm'] = 'null' if v is None else '%.2f' % v
    return f


def emit(f, prefix=''):
    for k in sorted(f):
        print('%s%s=%s' % (prefix, k, f[k]))


def text_dev(text):
    blocks, cur, phy = [], None, None
    for ln in text.splitlines():
        m = re.match(r'phy#(\d+)$', ln)
        if m:
            phy = m.group(1)
            continue
        if re.match(r'\t?Interface ', ln) or ln.startswith('Unnamed'):
            cur = [ln]
            blocks.append((phy, cur))
        elif cur is not None:
            cur.append(ln)
    for phy, b in blocks:
        f = text_iface(b)
        if phy is not None:
            f['wiphy'] = phy
        emit(f, f.get('ifname', '?') + '.')


def text_link(text):
    f = {}
    for ln in text.splitlines():
        m = re.match(r'(Connected to|Joined IBSS) (\S+) \(on (\S+)\)', ln)
        if m:
            f['status'] = 'associated' if m.group(1) == 'Connected to' \
                else 'ibss_joined'
            f['bssid'] = m.group(2)
            f['ifname'] = m.group(3)
        ln = ln.strip('\t')
        if ln.startswith('SSID: '):
            f['ssid_hex'] = iw_unescape(ln[6:])
        m = re.match(r'freq: (\d+)(?:\.\d+)?$', ln)
        if m:
            f['freq_mhz'] = m.group(1)
        m = re.match(r'signal: (-?\d+) dBm$', ln)
        if m:
            f['signal_dbm'] = m.group(1)
        m = re.match(r'tx bitrate: (\d+)\.(\d) MBit/s', ln)
        if m:
            f['tx_bitrate_kbps'] = str(int(m.group(1)) * 1000 +
                                       int(m.group(2)) * 100)
        m = re.match(r'dtim period:\s+(\d+)$', ln)
        if m:
            f['dtim_period'] = m.group(1)
        m = re.match(r'beacon int:\s+(\d+)$', ln)
        if m:
            f['beacon_interval_tu'] = m.group(1)
    f['connected'] = 'true' if f.get('status') == 'associated' else 'false'
    return f


def json_link(o):
    f = {'connected': 'true' if o['connected'] else 'false'}
    assert isinstance(o['connected'], bool)
    assert isinstance(o['ifname'], str)
    for k in ('status', 'bssid', 'freq_mhz', 'signal_dbm',
              'dtim_period', 'beacon_interval_tu'):
        if k in o:
            f[k] = 'null' if o[k] is None else str(o[k])
    ssid_facts(o, f)
    if 'status' in o:
        # the text names the interface only with a BSS
        f['ifname'] = o['ifname']
    if 'tx_bitrate' in o:
        v = o['tx_bitrate']['bitrate_kbps']
        f['tx_bitrate_kbps'] = 'null' if v is None else str(v)
    if o['connected']:
        for k in ('bssid', 'freq_mhz', 'rx_bytes', 'tx_bytes'):
            assert k in o, k
    return f


def text_iwconfig(text):
    f = {}
    m = re.match(r'(\S+)\s+(IEEE [^ ]+)', text)
    if not m:
        return {'wireless': 'false'}
    f['ifname'] = m.group(1)
    f['protocol'] = m.group(2)
    m = re.search(r'ESSID:"((?:[^"\\]|\\.)*)"', text)
    if m:
        f['ssid_hex'] = iw_unescape(m.group(1))
    elif 'ESSID:off/any' in text:
        f['ssid'] = 'null'
    m = re.search(r'Mode:(\S+)', text)
    if m:
        f['mode'] = {'Managed': 'managed', 'Ad-Hoc': 'ad-hoc',
                     'Master': 'master', 'Monitor': 'monitor',
                     'Auto': 'auto'}.get(m.group(1), m.group(1))
    m = re.search(r'Frequency[:=](\d+(?:\.\d+)?) GHz', text)
    if m:
        f['freq_mhz'] = str(round(float(m.group(1)) * 1000))
    m = re.search(r'(Access Point|Cell): (\S+)', text)
    if m:
        v = m.group(2)
        f['bssid'] = 'null' if v in ('Not-Associated', 'Invalid') \
            else v.lower()
    # whole dBm in the text, two decimals in v1's txpower_dbm
    m = re.search(r'Tx-Power[:=](-?\d+) dBm', text)
    if m:
        f['txpower_dbm'] = '%.2f' % int(m.group(1))
    elif re.search(r'Tx-Power[:=]off', text):
        f['txpower_dbm'] = 'null'
    m = re.search(r'RTS thr[:=](\d+) B', text)
    f['rts_threshold_bytes'] = m.group(1) if m else 'null'
    m = re.search(r'Fragment thr[:=](\d+) B', text)
    f['frag_threshold_bytes'] = m.group(1) if m else 'null'
    m = re.search(r'Power Management:(on|off)', text)
    if m:
        f['power_save'] = 'true' if m.group(1) == 'on' else 'false'
    m = re.search(r'Signal level=(-?\d+) dBm', text)
    if m:
        f['signal_dbm'] = m.group(1)
    return f


def json_iwconfig(o):
    f = {'ifname': o['ifname'], 'protocol': o['protocol']}
    ssid_facts(o, f)
    if 'mode' in o:
        f['mode'] = o['mode']
    if 'freq_mhz' in o:
        f['freq_mhz'] = str(o['freq_mhz'])
    if 'bssid' in o:
        v = o['bssid']
        f['bssid'] = 'null' if v is None else v
    if 'txpower_dbm' in o:
        v = o['txpower_dbm']
        f['txpower_dbm'] = 'null' if v is None else '%.2f' % v
    for k in ('rts_threshold_bytes', 'frag_threshold_bytes'):
        v = o.get(k)
        f[k] = 'null' if v is None else str(v)
    if 'power_save' in o:
        v = o['power_save']
        f['power_save'] = 'null' if v is None else 'true' if v else 'false'
    if 'signal_dbm' in o:
        f['signal_dbm'] = str(o['signal_dbm'])
    return f


def event_prefix(msg):
    """the device part of an event line: 'wlan0 (phy #0)', 'wlan0',
    'phy #1', or '' (regulatory changes)"""
    m = re.match(r'([^:]*(?: \(phy #\d+\))?): ', msg)
    if m and (' ' not in m.group(1) or '(phy #' in m.group(1)
              or m.group(1).startswith('phy #')):
        return m.group(1)
    return ''


def emit_events(events):
    """the events of each device in their order (the order between
    devices depends on the kernel's timing, the same for every reader
    only within one device)"""
    seq = {}
    out = []
    for ev in events:
        p = event_prefix(ev['message'])
        n = seq.get(p, 0)
        seq[p] = n + 1
        for k, v in ev.items():
            out.append(('%s#%d' % (p, n), k, v))
    for key, k, v in sorted(out):
        print('%s.%s=%s' % (key, k, v))


def text_event(data):
    """iw event -t: per line the device prefix's facts and the text"""
    events = []
    for ln in data.splitlines():
        m = re.match(r'(\d+\.\d{6}): (.*)$', ln)
        assert m, ln
        msg = m.group(2)
        ev = {'timestamp': 'yes', 'message': msg}
        m = re.match(r'(\S+) \(phy #(\d+)\): ', msg) or \
            re.match(r'()phy #(\d+): ', msg) or \
            re.match(r'(wlan\d+|[^ :]+): ()', msg)
        if m:
            if m.group(1):
                ev['ifname'] = m.group(1)
            if m.group(2):
                ev['wiphy'] = m.group(2)
        events.append(ev)
    emit_events(events)


def json_event(data):
    events = []
    for ln in data.splitlines():
        o = load_json('event', ln)
        assert o is not None, ln
        # -t: the time since the epoch, six decimals
        assert re.fullmatch(r'\d+\.\d{6}', o['timestamp_s'].text), ln
        ev = {'timestamp': 'yes', 'message': o['message']}
        if 'ifname' in o:
            ev['ifname'] = o['ifname']
        if 'wiphy' in o:
            ev['wiphy'] = 'null' if o['wiphy'] is None else str(o['wiphy'])
        events.append(ev)
    emit_events(events)


def text_phy(data):
    """iw phy PHY info: name, index, per band the frequencies (power,
    flags) and bit rates, the interface modes, ciphers, commands"""
    f = {}
    band = None
    section = None
    for ln in data.splitlines():
        m = re.match(r'Wiphy (\S+)$', ln)
        if m:
            f['phy'] = m.group(1)
        m = re.match(r'\twiphy index: (\d+)$', ln)
        if m:
            f['wiphy'] = m.group(1)
        m = re.match(r'\tBand (\d+):$', ln)
        if m:
            band = m.group(1)
        if re.match(r'\t[A-Za-z]', ln):
            section = ln.strip().rstrip(':')
        elif re.match(r'\t\t[A-Za-z]', ln):
            section = ln.strip().rstrip(':')
        m = re.match(r'\t\t\t\* (\d+)(?:\.\d+)? MHz(?: \[(-?\d+)\])?(?: \(([\d.]+) dBm\))?(?: \((.*)\))?$', ln)
        if m and band:
            k = 'band%s.%s' % (band, m.group(1))
            # iw 6.9: the kHz offset, no channel below 1000 MHz
            f[k + '.channel'] = m.group(2) or '0'
            if m.group(3):
                f[k + '.max_power_dbm'] = '%.2f' % float(m.group(3))
            flags = (m.group(4) or '').split(', ')
            f[k + '.disabled'] = str('disabled' in flags).lower()
            # iw prints no other flag of a disabled channel
            if 'disabled' not in flags:
                f[k + '.no_ir'] = str('no IR' in flags).lower()
                f[k + '.radar'] = str('radar detection' in flags).lower()
        m = re.match(r'\t\t\t\* ([\d.]+) Mbps( \(short preamble supported\))?$', ln)
        if m and band:
            k = 'band%s.rate%d' % (band, round(float(m.group(1)) * 1000))
            f[k] = str(bool(m.group(2))).lower()
        m = re.match(r'\t\t\* (.*)$', ln)
        if m and section == 'Supported Ciphers':
            f['cipher.' + m.group(1)] = 'yes'
        m = re.match(r'\t\t \* (.*)$', ln)
        if m and section == 'Supported interface modes':
            f['iftype.' + m.group(1)] = 'yes'
        if m and section == 'Supported commands':
            f['command.' + m.group(1)] = 'yes'
    return f


def json_phy(o):
    # "phy PHY info": the one wiphy
    assert len(o['wiphys']) == 1, len(o['wiphys'])
    o = o['wiphys'][0]
    f = {'phy': o['phy'], 'wiphy': str(o['wiphy'])}
    for b in o['bands']:
        for q in b['frequencies']:
            k = 'band%d.%d' % (b['band'], q['freq_mhz'])
            f[k + '.channel'] = str(q['channel'])
            if 'max_power_dbm' in q:
                f[k + '.max_power_dbm'] = '%.2f' % q['max_power_dbm']
            f[k + '.disabled'] = str(q['disabled']).lower()
            if not q['disabled']:
                for flag in ('no_ir', 'radar'):
                    f[k + '.' + flag] = str(q[flag]).lower()
        for r in b.get('bitrates', []):
            f['band%d.rate%d' % (b['band'], r['bitrate_kbps'])] = \
                str(r['short_preamble']).lower()
    for c in o.get('ciphers', []):
        f['cipher.' + c['name']] = 'yes'
    for t in o.get('supported_iftypes', []):
        f['iftype.' + t] = 'yes'
    for c in o.get('supported_commands', []):
        f['command.' + c] = 'yes'
    return f


def text_scan(text):
    """iw's print_bss_handler() text: {bssid: facts}"""
    out, f = {}, None
    for ln in text.splitlines():
        m = re.match(r'BSS (\S{17})\(on (\S+)\)(?: -- (\w+))?$', ln)
        if m:
            f = {'ifname': m.group(2), 'status': m.group(3) or 'null',
                 'ssid_hex': None}
            out[m.group(1)] = f
            continue
        if f is None:
            continue
        ln = ln.strip('\t')
        m = re.match(r'freq: (\d+)(?:\.\d+)?$', ln)
        if m:
            f['freq_mhz'] = m.group(1)
        m = re.match(r'beacon interval: (\d+) TUs$', ln)
        if m:
            f['beacon_interval_tu'] = m.group(1)
        m = re.match(r'capability:(.*) \(0x([0-9a-f]{4})\)$', ln)
        if m:
            f['capability'] = ' '.join(m.group(1).split())
            f['capability_raw'] = str(int(m.group(2), 16))
        # iw prints the mBm as "%d.%.2d" (s / 100, s % 100): v1's whole
        # signal_dbm is the part before the point
        m = re.match(r'signal: (-?\d+)\.-?\d\d dBm$', ln)
        if m:
            f['signal_dbm'] = m.group(1)
        if ln.startswith('SSID: ') and f['ssid_hex'] is None:
            f['ssid_hex'] = iw_unescape(ln[6:])
        m = re.match(r'(?:RSN:\t)? \* Group cipher: (.*)$', ln)
        if m:
            f['rsn_group_cipher'] = m.group(1)
    for f in out.values():
        if f['ssid_hex'] is None:
            del f['ssid_hex']
        f['privacy'] = 'true' if 'Privacy' in f.get('capability', '').split() \
            else 'false'
    return out


def json_scan(o):
    out = {}
    for b in o['bss']:
        f = {'ifname': b['ifname'], 'status': b['status'] or 'null'}
        for k in ('freq_mhz', 'beacon_interval_tu', 'capability_raw',
                  'signal_dbm'):
            if k in b:
                f[k] = str(b[k])
        ssid_facts(b, f)
        if 'capability' in b:
            f['capability'] = ' '.join(b['capability'])
        sec = b['security']
        f['privacy'] = 'true' if sec['privacy'] else 'false'
        if 'rsn' in sec:
            f['rsn_group_cipher'] = sec['rsn']['group_cipher']
        assert b['bssid'] not in out, b['bssid']
        out[b['bssid']] = f
    return out


MODES = {'Managed': 'managed', 'Ad-Hoc': 'ad-hoc', 'Master': 'master',
         'Monitor': 'monitor', 'Auto': 'auto', 'Repeater': 'repeater',
         'Secondary': 'secondary', 'Mesh': 'mesh'}


def ghz_to_mhz(v):
    return str(round(float(v) * 1000))


def text_iwgetid(text):
    m = re.match(r'(\S+)\s+(.*)$', text.rstrip('\n'), re.S)
    if not m:
        return {}
    f = {'ifname': m.group(1)}
    rest = m.group(2)
    m = re.match(r'ESSID:"(.*)"$', rest, re.S)
    if m:
        f['ssid_hex'] = iw_unescape(m.group(1))
    m = re.match(r'Access Point/Cell: (\S+)$', rest)
    if m:
        v = m.group(1).lower()
        f['bssid'] = 'null' if v == '00:00:00:00:00:00' else v
    m = re.match(r'Channel:(\d+)$', rest)
    if m:
        f['channel'] = m.group(1)
    m = re.match(r'Frequency:(\d+(?:\.\d+)?) GHz$', rest)
    if m:
        f['freq_mhz'] = ghz_to_mhz(m.group(1))
    m = re.match(r'Mode:(\S+)$', rest)
    if m:
        f['mode'] = MODES.get(m.group(1), m.group(1))
    m = re.match(r'Protocol Name:"(.*)"$', rest)
    if m:
        f['protocol'] = m.group(1)
    return f


def json_iwgetid(o):
    f = {'ifname': o['ifname']}
    ssid_facts(o, f)
    if 'bssid' in o:
        v = o['bssid']
        f['bssid'] = 'null' if v is None else v
    for k in ('channel', 'freq_mhz'):
        if k in o:
            f[k] = str(o[k])
    for k in ('mode', 'protocol'):
        if k in o:
            f[k] = o[k]
    return f


def text_iwlist_scan(text):
    cells = re.split(r'\n\s+Cell \d+ - ', text)
    out = {}
    for c in cells[1:]:
        f = {}
        m = re.match(r'Address: (\S+)', c)
        addr = m.group(1).lower()
        m = re.search(r'Channel:(\d+)', c)
        if m:
            f['channel'] = m.group(1)
        m = re.search(r'Frequency:(\d+(?:\.\d+)?) GHz', c)
        if m:
            f['freq_mhz'] = ghz_to_mhz(m.group(1))
        m = re.search(r'Quality=(\d+)/(\d+)\s+Signal level=(-?\d+) dBm', c)
        if m:
            f['quality'] = m.group(1)
            f['quality_max'] = m.group(2)
            f['signal_dbm'] = m.group(3)
        m = re.search(r'Encryption key:(on|off)', c)
        f['privacy'] = 'true' if m.group(1) == 'on' else 'false'
        m = re.search(r'ESSID:"(.*)"\n', c)
        if m:
            f['ssid_hex'] = iw_unescape(m.group(1))
        rates = []
        in_rates = False
        for ln in c.splitlines():
            st = ln.strip()
            if st.startswith('Bit Rates:'):
                in_rates = True
                st = st[len('Bit Rates:'):]
            elif not (in_rates and re.match(r'^[\d.]+ Mb/s', st)):
                in_rates = False
            if in_rates:
                for r in re.findall(r'(\d+(?:\.\d+)?) Mb/s', st):
                    rates.append(str(round(float(r) * 1000)))
        f['bitrates_kbps'] = ','.join(rates)
        m = re.search(r'Mode:(\S+)', c)
        if m:
            f['mode'] = MODES.get(m.group(1), m.group(1))
        out[addr] = f
    return out


def json_iwlist_scan(o):
    out = {}
    for c in o['bss']:
        f = {}
        for k in ('channel', 'freq_mhz', 'quality', 'quality_max',
                  'signal_dbm'):
            if k in c:
                f[k] = str(c[k])
        f['privacy'] = 'true' if c['privacy'] else 'false'
        ssid_facts(c, f)
        f['bitrates_kbps'] = ','.join(str(r) for r in c['bitrates_kbps'])
        if 'mode' in c:
            f['mode'] = c['mode']
        # the clocks move: only there, and of their type (the schema's)
        assert 'tsf_us' in c and 'last_seen_ms' in c, c
        assert c['bssid'] is not None and c['bssid'] not in out, c['bssid']
        out[c['bssid']] = f
    return out


def text_freq(text):
    f = {}
    m = re.match(r'(\S+)\s+(\d+) channels', text)
    f['ifname'] = m.group(1)
    f['channels_total'] = m.group(2)
    chans = re.findall(r'Channel (\d+) : (\d+(?:\.\d+)?) GHz', text)
    f['frequencies'] = ','.join('%d:%s' % (int(c), ghz_to_mhz(g))
                                for c, g in chans)
    m = re.search(r'Current Frequency[:=](\d+(?:\.\d+)?) GHz(?: \(Channel (\d+)\))?',
                  text)
    if m:
        f['current_freq_mhz'] = ghz_to_mhz(m.group(1))
        if m.group(2):
            f['current_channel'] = m.group(2)
    return f


def json_freq(o):
    f = {'ifname': o['ifname'], 'channels_total': str(o['channels_total'])}
    f['frequencies'] = ','.join('%d:%d' % (c['channel'], c['freq_mhz'])
                                for c in o['frequencies'])
    for k in ('current_freq_mhz', 'current_channel'):
        if k in o:
            f[k] = str(o[k])
    return f


def main():
    kind, source = sys.argv[1], sys.argv[2]
    data = sys.stdin.read()
    if kind not in DOCUMENTS:
        sys.exit('unknown kind ' + kind)
    if kind == 'event':
        if source == 'text':
            text_event(data)
        else:
            json_event(data)
        return
    if source == 'text' and not data:
        # the real tool failed (iwgetid's errors print nothing on stdout)
        print('failed=yes')
        return
    if source == 'json':
        # v1: one document, on one line; a failure is an error document
        assert data.endswith('\n') and '\n' not in data[:-1], data
        o = load_json(kind, data)
        if o is None:
            print('failed=yes')
            return
    if kind == 'info':
        emit(text_iface(data.splitlines()) if source == 'text'
             else json_iface(o))
    elif kind == 'dev':
        if source == 'text':
            text_dev(data)
        else:
            for it in o['interfaces']:
                emit(json_iface(it, 'wiphy' in it), it['ifname'] + '.')
    elif kind == 'link':
        emit(text_link(data) if source == 'text' else json_link(o))
    elif kind == 'ps':
        if source == 'text':
            m = re.match(r'Power save: (on|off)', data)
            print('power_save=%s' % ('true' if m.group(1) == 'on' else 'false'))
        else:
            v = o['power_save']
            assert isinstance(o['ifname'], str)
            print('power_save=%s' % ('null' if v is None else
                                     'true' if v else 'false'))
    elif kind == 'scan':
        bss = text_scan(data) if source == 'text' else json_scan(o)
        for bssid in sorted(bss):
            emit(bss[bssid], bssid + '.')
    elif kind == 'iwconfig':
        emit(text_iwconfig(data) if source == 'text' else json_iwconfig(o))
    elif kind == 'phy':
        emit(text_phy(data) if source == 'text' else json_phy(o))
    elif kind == 'iwgetid':
        emit(text_iwgetid(data) if source == 'text' else json_iwgetid(o))
    elif kind == 'iwlist-scan':
        cells = (text_iwlist_scan(data) if source == 'text'
                 else json_iwlist_scan(o))
        if source == 'json':
            print('ifname=%s' % o['ifname'])
        else:
            print('ifname=%s' % data.split()[0])
        for a in sorted(cells):
            emit(cells[a], a + '.')
    elif kind == 'iwlist-freq':
        emit(text_freq(data) if source == 'text' else json_freq(o))


main()
