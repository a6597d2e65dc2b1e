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
	// one round of its scan loop and of its connection tracker; the
	// tracker only after the scan's answer (its 'join' names a network the
	// scan saw), the result once every command it ran has answered
	const cp = require('child_process');
	const exec0 = cp.exec;
	let running = 0, tracked = false;
	const seen = [];
	const finish = () => console.log(JSON.stringify(seen, null, 1));
	cp.exec = function (cmd, ...rest) {
		const cb = rest.pop();
		running++;
		return exec0.call(cp, cmd, ...rest, function (...res) {
			cb(...res);
			running--;
			if (!tracked) { tracked = true; w._executeTrackConnection(); }
			else if (running === 0) finish();
		});
	};
	const Wireless = need('wireless');
	const w = new Wireless({ iface: args[0] });
	w.on('appear', (n) => seen.push(['appear', n]));
	w.on('join', (n) => seen.push(['join', n]));
	w.on('former', (a) => seen.push(['former', a]));
	w.on('empty', () => seen.push(['empty']));
	w.on('error', (e, more) => seen.push(['error', String(e) + (more ? String(more) : '')]));
	w._executeScan();
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
