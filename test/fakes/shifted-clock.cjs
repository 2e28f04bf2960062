// Preloaded into a bot process (`node --require`) so that an end-to-end test can move the bot's clock
// on, days at a time, without waiting: Date.now() is the real time plus the milliseconds written in
// the file SHIFTED_CLOCK_FILE names, read again at every call, so a test moves it by writing the file.
const { readFileSync } = require('node:fs');

const file = process.env.SHIFTED_CLOCK_FILE;
if (!file) {
  throw new Error('shifted-clock.cjs needs SHIFTED_CLOCK_FILE: the file holding how far to shift the clock, in milliseconds');
}
const realNow = Date.now;
Date.now = () => realNow() + Number(readFileSync(file, 'utf8').trim() || '0');
