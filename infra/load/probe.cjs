/**
 * Preloaded into the server `npm run load` starts (node --require): answers the load tool's
 * questions over the IPC channel with the process's resident memory and the event loop's delay
 * since the last question. It changes nothing in the server and runs only under the load tool.
 */
'use strict';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a preload (node --require) is CommonJS
const { monitorEventLoopDelay } = require('node:perf_hooks');

if (process.send) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  process.on('message', (message) => {
    if (!message || message.type !== 'load:sample') return;
    const ms = (ns) => (Number.isFinite(ns) ? ns / 1e6 : 0);
    process.send({
      type: 'load:sample',
      id: message.id,
      rssBytes: process.memoryUsage.rss(),
      heapBytes: process.memoryUsage().heapUsed,
      loopP50Ms: ms(delay.percentile(50)),
      loopP99Ms: ms(delay.percentile(99)),
      loopMaxMs: ms(delay.max),
      cpuSeconds: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
    });
    delay.reset();
  });
  // The channel must not keep a server alive that is asked to stop.
  process.channel?.unref();
}
