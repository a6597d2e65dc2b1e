#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""native-facts.py KIND SOURCE < INPUT: the facts of one read, one per line
("key=value"), from the real tool's text (SOURCE=text) or from iwcompat's
JSON (SOURCE=json). The VM scenario "native" compares the two: the JSON
must parse, carry the required keys, and say what the text says.

KIND: info (iw dev IF info), dev (iw dev), link (iw dev IF link),
ps (iw dev IF get power_save), iwconfig (iwconfig IF), event (iw event
-t: JSON Lines, one object per event), phy (iw phy PHY info),
scan (iw dev IF scan [dump]: the facts of each BSS, by BSSID), iwgetid
(iwgetid IF [-a|-c|-f|-m|-p]), iwlist-scan (iwlist IF scan: the cells, by
address), iwlist-freq (iwlist IF freq|channel).
Volatile counters (RX/TX bytes, TXQ statistics) are left out.
"""
import json
import re
import sys


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
            f['addr'] = m.group(1)
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
         'addr': o['addr'], 'type': o['type']}
    if 'wdev' in o:
        f['wdev'] = str(o['wdev'])
    if 'ssid' in o:
        # the escaped string and the hex must say the same
        raw = o['ssid'].encode('utf-8', 'surrogateescape')
        assert raw.hex() == o['ssid_hex'], (o['ssid'], o['ssid_hex'])
        f['ssid_hex'] = o['ssid_hex']
    if with_wiphy:
        f['wiphy'] = str(o['wiphy'])
    if 'freq_mhz' in o:
        f['freq_mhz'] = str(o['freq_mhz'])
        f['channel'] = str(o['channel'])
        assert isinstance(o['freq_mhz'], int)
    if 'channel_width' in o:
        f['channel_width'] = o['channel_width']
    if 'center1_mhz' in o:
        f['center1_mhz'] = str(o['center1_mhz'])
    if 'txpower_dbm' in o:
        assert isinstance(o['txpower_dbm'], (int, float))
        f['txpower_dbm'] = '%.2f' % o['txpower_dbm']
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
    for k in ('status', 'bssid', 'ssid_hex', 'freq_mhz', 'signal_dbm',
              'dtim_period', 'beacon_interval_tu'):
        if k in o:
            f[k] = str(o[k])
    if 'status' in o:
        f['ifname'] = o['ifname']
    if 'tx_bitrate' in o:
        f['tx_bitrate_kbps'] = str(o['tx_bitrate']['bitrate_kbps'])
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
        f['essid_hex'] = iw_unescape(m.group(1))
    elif 'ESSID:off/any' in text:
        f['essid'] = 'null'
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
        f['access_point'] = 'null' if v in ('Not-Associated', 'Invalid') \
            else v.lower()
    m = re.search(r'Tx-Power[:=](-?\d+) dBm', text)
    if m:
        f['txpower_dbm'] = m.group(1)
    m = re.search(r'RTS thr[:=](\d+) B', text)
    f['rts_threshold_bytes'] = m.group(1) if m else 'null'
    m = re.search(r'Fragment thr[:=](\d+) B', text)
    f['frag_threshold_bytes'] = m.group(1) if m else 'null'
    m = re.search(r'Power Management:(on|off)', text)
    if m:
        f['power_management'] = 'true' if m.group(1) == 'on' else 'false'
    m = re.search(r'Signal level=(-?\d+) dBm', text)
    if m:
        f['signal_dbm'] = m.group(1)
    return f


def json_iwconfig(o):
    f = {'ifname': o['ifname'], 'protocol': o['protocol']}
    if 'essid' in o:
        if o['essid'] is None:
            f['essid'] = 'null'
        else:
            f['essid_hex'] = o['essid_hex']
    if 'mode' in o:
        f['mode'] = o['mode']
    if 'freq_mhz' in o:
        f['freq_mhz'] = str(o['freq_mhz'])
    if 'access_point' in o:
        v = o['access_point']
        f['access_point'] = 'null' if v is None else v
    if o.get('txpower_dbm') is not None:
        f['txpower_dbm'] = str(o['txpower_dbm'])
    for k in ('rts_threshold_bytes', 'frag_threshold_bytes'):
        v = o.get(k)
        f[k] = 'null' if v is None else str(v)
    if 'power_management' in o:
        f['power_management'] = 'true' if o['power_management'] else 'false'
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
                ev['phy_index'] = m.group(2)
        events.append(ev)
    emit_events(events)


def json_event(data):
    events = []
    for ln in data.splitlines():
        o = json.loads(ln)
        assert isinstance(o['timestamp_s'], float), ln
        ev = {'timestamp': 'yes', 'message': o['message']}
        if 'ifname' in o:
            ev['ifname'] = o['ifname']
        if 'phy_index' in o or 'wiphy' in o:
            ev['phy_index'] = str(o['wiphy'] if 'wiphy' in o else o['phy_index'])
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
            f['wiphy_index'] = m.group(1)
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
    f = {'phy': o['phy'], 'wiphy_index': str(o['wiphy_index'])}
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
        m = re.match(r'signal: (-?\d+)\.(\d\d) dBm$', ln)
        if m:
            f['signal_dbm'] = '%s.%s' % (m.group(1), m.group(2))
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
    assert isinstance(o, list)
    out = {}
    for b in o:
        f = {'ifname': b['ifname'], 'status': b['status'] or 'null'}
        for k in ('freq_mhz', 'beacon_interval_tu', 'ssid_hex',
                  'capability_raw'):
            if k in b:
                f[k] = str(b[k])
        if 'capability' in b:
            assert isinstance(b['capability'], list)
            f['capability'] = ' '.join(b['capability'])
        if 'signal_dbm' in b:
            assert isinstance(b['signal_dbm'], (int, float))
            f['signal_dbm'] = '%.2f' % b['signal_dbm']
        sec = b['security']
        assert isinstance(sec['privacy'], bool)
        f['privacy'] = 'true' if sec['privacy'] else 'false'
        if 'rsn' in sec:
            f['rsn_group_cipher'] = sec['rsn']['group_cipher']
        assert isinstance(b.get('last_seen_ms', 0), int)
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
        f['essid_hex'] = iw_unescape(m.group(1))
    m = re.match(r'Access Point/Cell: (\S+)$', rest)
    if m:
        v = m.group(1).lower()
        f['access_point'] = 'null' if v == '00:00:00:00:00:00' else v
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
    if 'essid' in o:
        raw = o['essid'].encode('utf-8', 'surrogateescape')
        assert raw.hex() == o['essid_hex'], (o['essid'], o['essid_hex'])
        f['essid_hex'] = o['essid_hex']
    if 'access_point' in o:
        v = o['access_point']
        f['access_point'] = 'null' if v is None else v
    for k in ('channel', 'freq_mhz'):
        if k in o:
            assert isinstance(o[k], int), k
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
        f['encryption'] = 'true' if m.group(1) == 'on' else 'false'
        m = re.search(r'ESSID:"(.*)"\n', c)
        if m:
            f['essid_hex'] = iw_unescape(m.group(1))
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
    for c in o['cells']:
        f = {}
        for k in ('channel', 'freq_mhz', 'quality', 'quality_max',
                  'signal_dbm'):
            if k in c:
                assert isinstance(c[k], int), k
                f[k] = str(c[k])
        assert isinstance(c['encryption'], bool)
        f['encryption'] = 'true' if c['encryption'] else 'false'
        if 'essid' in c:
            raw = c['essid'].encode('utf-8', 'surrogateescape')
            assert raw.hex() == c['essid_hex']
            f['essid_hex'] = c['essid_hex']
        f['bitrates_kbps'] = ','.join(str(r) for r in c['bitrates_kbps'])
        if 'mode' in c:
            f['mode'] = c['mode']
        assert isinstance(c['tsf'], int) and isinstance(c['last_beacon_ms'], int)
        out[c['address']] = f
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
            assert isinstance(o[k], int)
            f[k] = str(o[k])
    return f


def main():
    kind, source = sys.argv[1], sys.argv[2]
    data = sys.stdin.read()
    if not data:
        # nothing printed (iwgetid's errors): the same for both sides
        print('output=none')
        return
    if kind == 'event':
        if source == 'text':
            text_event(data)
        else:
            json_event(data)
        return
    if source == 'json':
        o = json.loads(data)
    if kind == 'info':
        emit(text_iface(data.splitlines()) if source == 'text'
             else json_iface(o))
    elif kind == 'dev':
        if source == 'text':
            text_dev(data)
        else:
            assert isinstance(o, list)
            for it in o:
                emit(json_iface(it, 'wiphy' in it), it['ifname'] + '.')
    elif kind == 'link':
        emit(text_link(data) if source == 'text' else json_link(o))
    elif kind == 'ps':
        if source == 'text':
            m = re.match(r'Power save: (on|off)', data)
            print('power_save=%s' % ('true' if m.group(1) == 'on' else 'false'))
        else:
            assert isinstance(o['power_save'], bool)
            print('power_save=%s' % ('true' if o['power_save'] else 'false'))
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
    else:
        sys.exit('unknown kind ' + kind)


main()
