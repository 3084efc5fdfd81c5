'use strict';
// The receiving end of the load's webhook: every delivery kept with its
// event id, so that each event's arrival, and each repeat, can be told.
const http = require('node:http');

class Receiver {
  constructor() {
    this.got = [];
  }

  async start(host) {
    this.server = http.createServer((req, res) => {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        try {
          const e = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          this.got.push({ id: e.id, type: e.type, recordId: e.data?.id, version: e.data?.version, at: Date.now() });
        } catch {
          /* not an event: not ours */
        }
        res.writeHead(200).end('ok');
      });
    });
    await new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, host, resolve);
    });
    this.port = this.server.address().port;
    this.host = host;
  }

  url(path) {
    return `http://${this.host}:${this.port}${path}`;
  }

  stop() {
    this.server?.closeAllConnections();
    return new Promise((r) => (this.server ? this.server.close(r) : r()));
  }
}

module.exports = { Receiver };
