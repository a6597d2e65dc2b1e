// npm-driver.js: calls the npm consumers fetched by consumers/fetch the way
// their READMEs show, and prints what they concluded (JSON), so that the two
// sides can be compared. Our code; theirs stays in $C/npm/node_modules.
//
//   node npm-driver.js MODULE MODE [ARGS...]
//
// Exit status 0 when the consumer answered, 1 when it reported an error
// (its message printed), 2 on a usage error.
'use strict';
const path = require('path');
const mods = path.join(process.env.C, 'npm', 'node_modules');
const need = (m) => require(path.join(mods, m));
const [mod, mode, ...args] = process.argv.slice(2);

function done(err, result) {
	if (err) {
		// the message of an exec error holds the command and its stderr
		console.log('error: ' + (err && err.message ? err.message : String(err)).trim());
		process.exitCode = 1;
		return;
	}
	console.log(JSON.stringify(result, null, 1));
}

switch (mod + ' ' + mode) {
case 'wireless-tools iwconfig-status':
	// iwconfig.status(iface, cb) / iwconfig.status(cb): every interface
	if (args[0]) need('wireless-tools/iwconfig').status(args[0], done);
	else need('wireless-tools/iwconfig').status(done);
	break;
case 'wireless-tools iwlist-scan':
	need('wireless-tools/iwlist').scan({ iface: args[0], show_hidden: args[1] === 'hidden' }, done);
	break;
case 'wifiscanner scan':
	// its linux config: /sbin/iwlist scan (every interface)
	need('wifiscanner')().scan(done);
	break;
case 'node-wifiscanner2 scan':
	// /sbin/iwlist scan (every interface) when neither airport nor nmcli exists
	need('node-wifiscanner2').scan(done);
	break;
case 'wireless scan': {
	// one round of its scan loop and of its connection tracker
	const Wireless = need('wireless');
	const w = new Wireless({ iface: args[0] });
	const seen = [];
	w.on('appear', (n) => seen.push(['appear', n]));
	w.on('join', (n) => seen.push(['join', n]));
	w.on('former', (a) => seen.push(['former', a]));
	w.on('empty', () => seen.push(['empty']));
	w.on('error', (e, more) => seen.push(['error', String(e) + (more ? String(more) : '')]));
	w._executeScan();
	// the tracker only after the scan's result (its 'join' names a network
	// the scan saw); poll until the scan's exec has answered
	const t0 = Date.now();
	const wait = () => {
		if (seen.length === 0 && Date.now() - t0 < 60000) return setTimeout(wait, 100);
		w._executeTrackConnection();
		setTimeout(() => { clearInterval(w.scanTimer); console.log(JSON.stringify(seen, null, 1)); }, 1500);
	};
	wait();
	break;
}
case 'wireless join': {
	// join an open network: `sudo iwconfig IF essid "SSID"`
	const Wireless = need('wireless');
	const w = new Wireless({ iface: args[0] });
	w.on('error', (e) => console.log('error event: ' + e));
	w.join({ ssid: args[1], encryption_wep: false, encryption_wpa: false, encryption_wpa2: false }, '', (err) => done(err, 'joined'));
	break;
}
case 'wireless leave': {
	const Wireless = need('wireless');
	const w = new Wireless({ iface: args[0] });
	w.leave((err) => done(err, 'left'));
	break;
}
default:
	console.error('usage: npm-driver.js MODULE MODE [ARGS...]');
	process.exitCode = 2;
}
