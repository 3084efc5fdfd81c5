'use strict';
// The receiving end of the load's webhook (every delivery kept with its
// event id, so that each event's arrival, and each repeat, can be told),
// and of identity's text messages: the SMS webhook, over https (each text
// kept with its message id and the code in it).
const http = require('node:http');
const https = require('node:https');
const fs = require('node:fs');

/** Reads a request's body, answers 200, and hands the body to `take` (parsed JSON, or nothing). */
function receiving(take) {
  return (req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        /* not JSON: not ours */
      }
      if (body) take(req, body);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  };
}

const listen = (server, port, host) =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });

class Receiver {
  constructor() {
    this.got = [];
    /** text messages: {id, to, text, code, at} */
    this.texts = [];
  }

  async start(host) {
    this.server = http.createServer(
      receiving((_req, e) => this.got.push({ id: e.id, type: e.type, recordId: e.data?.id, version: e.data?.version, at: Date.now() })),
    );
    await listen(this.server, 0, host);
    this.port = this.server.address().port;
    this.host = host;
  }

  /** Takes identity's text messages (SMS_PROVIDER=webhook) at https://…:`port`/sms, with the certificate `tls` ({cert, key} files). */
  async startSms(port, host, tls) {
    this.sms = https.createServer(
      { cert: fs.readFileSync(tls.cert), key: fs.readFileSync(tls.key) },
      receiving((req, m) => {
        if (req.url !== '/sms') return;
        this.texts.push({ id: m.id, to: m.to, text: m.text, code: /\b(\d{6})\b/.exec(m.text ?? '')?.[1], at: Date.now() });
      }),
    );
    await listen(this.sms, port, host);
  }

  url(path) {
    return `http://${this.host}:${this.port}${path}`;
  }

  async stop() {
    for (const s of [this.server, this.sms].filter(Boolean)) {
      s.closeAllConnections();
      await new Promise((r) => s.close(r));
    }
  }
}

module.exports = { Receiver };
