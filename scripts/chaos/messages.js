'use strict';
// The emails and text messages of a phase checked once it has settled:
// every acknowledged request made its message, which arrived, once; no
// message arrived twice (by its id, nor by its code); none is left queued,
// sending or failing. A request is recorded before it is answered
// (identity's code_requests), so that a replica killed right after its
// answer loses nothing: such a message must arrive too.
const { mailpitMessages } = require('../mailpit');

/** The templates the load asks for: a recovery email, a sign-in code by text. */
const TEMPLATES = { email: 'recovery', sms: 'login_code' };
const CODE = { email: /^([A-Za-z0-9_-]{32})$/m, sms: /\b(\d{6})\b/ };

/** What arrived: emails at the mail server (by Message-ID), texts at the receiver (by id); each with the code in it. */
class Arrivals {
  constructor(mailUrl, receiver) {
    this.mailUrl = mailUrl;
    this.receiver = receiver;
    this.cache = new Map();
  }

  /** Whether what arrives on `channel` is seen here (without a mail server, emails go to identity's log). */
  sees(channel) {
    return channel === 'sms' ? !!this.receiver.sms : !!this.mailUrl;
  }

  async byKey() {
    const out = new Map();
    const add = (key, channel, code) => {
      if (!out.has(key)) out.set(key, []);
      out.get(key).push({ channel, code });
    };
    if (this.mailUrl) {
      for (const m of await mailpitMessages(this.mailUrl, undefined, this.cache)) add(String(m.messageId).split('@')[0], 'email', CODE.email.exec(m.text ?? '')?.[1]);
    }
    for (const t of this.receiver.texts) add(t.id, 'sms', t.code);
    return out;
  }
}

/** The courier's records of the load's messages made since `since` (identity's courier_messages). */
async function records(dbs, userIds, since) {
  const identity = await dbs.db('identity');
  return identity
    .collection('courier_messages')
    .find({ user_id: { $in: userIds }, template: { $in: Object.values(TEMPLATES) }, created_at: { $gte: new Date(since) } })
    .project({ key: 1, channel: 1, user_id: 1, status: 1, attempts: 1, last_error: 1, created_at: 1 })
    .toArray();
}

/**
 * What settling waits for: requests recorded and not handled yet (their
 * messages not queued), and records not finished (queued, being sent, or
 * failed and waiting for a retry) or sent and not arrived.
 */
async function unsettledMessages(dbs, arrivals, userIds, since) {
  const recs = await records(dbs, userIds, since);
  const got = await arrivals.byKey();
  const requests = await (await dbs.db('identity')).collection('code_requests').countDocuments({});
  return requests + recs.filter((r) => r.status !== 'abandoned' && (r.status !== 'sent' || (arrivals.sees(r.channel) && !got.has(r.key)))).length;
}

/**
 * The phase's messages against the ledger: per recipient, the records made
 * (at least the acknowledged requests, at most those and the attempts that
 * may have been done unanswered), each sent and arrived once, no code twice.
 * Answers {expected, arrived, lost: [...], doubled: [...]}.
 */
async function messageGaps(phase, dbs, arrivals, members) {
  const recs = await records(
    dbs,
    members.map((m) => m.id),
    phase.began,
  );
  return compareMessages(phase, recs, await arrivals.byKey(), members, (channel) => arrivals.sees(channel));
}

/**
 * What messageGaps compares, given: `recs` the courier's records of the
 * phase, `got` what arrived by message key ([{channel, code}] each),
 * `sees(channel)` whether arrivals on a channel are seen at all.
 */
function compareMessages(phase, recs, got, members, sees) {
  const lost = [];
  const doubled = [];
  const recipient = (channel, userId) => {
    const m = members.find((x) => x.id === userId);
    return channel === 'email' ? m?.email : m?.phone;
  };
  const groups = new Map();
  const group = (channel, to) => {
    const k = `${channel} ${to}`;
    if (!groups.has(k)) groups.set(k, { asked: [], recs: [] });
    return groups.get(k);
  };
  for (const m of phase.messages) group(m.channel, m.to).asked.push(m);
  for (const r of recs) group(r.channel, recipient(r.channel, r.user_id)).recs.push(r);
  let arrived = 0;
  for (const [who, g] of groups) {
    const sure = g.asked.length;
    const maybe = g.asked.reduce((n, m) => n + (m.ambiguous ?? 0), 0);
    // Recorded before its answer: even one asked as its identity replica was killed is queued by another, or by it started again.
    if (g.recs.length < sure) lost.push(`${who}: ${sure} asked, ${g.recs.length} queued`);
    if (g.recs.length > sure + maybe) doubled.push(`${who}: ${sure} asked (${maybe} more may have been), ${g.recs.length} queued`);
    const codes = new Map();
    for (const r of g.recs) {
      const came = got.get(r.key) ?? [];
      arrived += came.length ? 1 : 0;
      if (r.status !== 'sent') lost.push(`${who}: message ${r._id} ${r.status} after ${r.attempts} attempts${r.last_error ? ` (${r.last_error})` : ''}`);
      else if (!came.length && sees(r.channel)) lost.push(`${who}: message ${r._id} sent, never arrived`);
      if (came.length > 1) doubled.push(`${who}: message ${r._id} arrived ${came.length} times`);
      for (const code of new Set(came.map((c) => c.code).filter(Boolean))) codes.set(code, (codes.get(code) ?? 0) + 1);
    }
    for (const [code, n] of codes) if (n > 1) doubled.push(`${who}: code ${code.slice(0, 4)}… in ${n} messages`);
  }
  return { expected: phase.messages.length, arrived, lost, doubled };
}

module.exports = { Arrivals, messageGaps, compareMessages, unsettledMessages };
