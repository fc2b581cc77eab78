import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp-server.js';
import { REGISTER, SEND_RESET, freshIp, latestMail } from '../auth/auth-helpers.js';
import { jobsSeenBy, staffToken } from './jobs-kit.js';

const RESEND = `mutation Resend($email: String!) { resendActivationEmail(email: $email) { success errors } }`;

// Timings move with the load of the machine (other test files run beside this one): a try whose medians a
// burst of load pushed apart is tried again. A real leak (mail sent inside the request, 150 ms) fails every try.
const TIMING = { retry: 2 };

describe('J1 mail through the outbox, with an SMTP server configured', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let staff: string;
  // As slow as a distant server: a mail sent inside the request would show in its timing.
  const SMTP_ANSWER_MS = 150;

  beforeAll(async () => {
    smtp = await startSmtpServer({ answerAfterMs: SMTP_ANSWER_MS });
    t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://kiai.example' } });
    await t.make.defaultClub();
    staff = await staffToken(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const jobCounts = async () => ({
    outbox: (await t.app.db.selectFrom('mailOutbox').select('id').execute()).length,
    jobs: (await t.app.db.selectFrom('pgboss.job').select('id').where('name', '=', 'mail.send').execute()).length,
  });

  it('sends the reset mail from jobs the request queued, never inside the request', async () => {
    const member = await t.make.member();
    const res = await t.gql(SEND_RESET, { email: member.email }, { ip: freshIp() });
    expect(res.body).toEqual({ data: { sendPasswordResetEmail: { success: true, errors: null } } });
    expect(await latestMail(t, member.email)).toBeUndefined();
    const [request] = await jobsSeenBy(t, staff, { name: 'auth.password-reset', first: 1 });
    expect(request).toMatchObject({ status: 'PENDING', attempts: 0, startedAt: null });

    // The request's job issues the link and queues the mail, whose own job sends it.
    expect(await t.runJobs()).toBe(2);
    expect((await jobsSeenBy(t, staff, { name: 'auth.password-reset', first: 1 }))[0]).toMatchObject({ id: request!.id, status: 'SUCCESS' });
    const sent = smtp.received.filter((m) => m.to.includes(member.email));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.raw).toContain('https://kiai.example/');
    expect((await latestMail(t, member.email))?.status).toBe('SENT');
    const [done] = await jobsSeenBy(t, staff, { name: 'mail.send', first: 1 });
    expect(done).toMatchObject({ status: 'SUCCESS', attempts: 1 });
    expect(done!.log.map((l) => l.message)).toEqual(['Try 1 of 5 started', expect.stringMatching(/^Mail \d+ sent$/), 'Done']);
  });

  it('leaves no mail and no job when the use case rolls back', async () => {
    const before = await jobCounts();
    const failure = new Error('a later step of the use case failed');
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await t.app.mailer.queue(trx, (await t.make.defaultClub()).id, { to: 'rolled-back@example.test', subject: 'Never', text: 'x' });
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await jobCounts()).toEqual(before);
    expect(await t.runJobs()).toBe(0);
    expect(smtp.received.filter((m) => m.to.includes('rolled-back@example.test'))).toHaveLength(0);
  });

  /** Median time of a call, measured alternately for two inputs (each first every other round) so both see the same machine load. */
  async function medians(rounds: number, known: (i: number) => Promise<unknown>, unknown: (i: number) => Promise<unknown>) {
    const times: [number[], number[]] = [[], []];
    for (let i = 0; i < rounds; i++) {
      for (const k of i % 2 === 0 ? [0, 1] : [1, 0]) {
        const started = performance.now();
        await (k === 0 ? known : unknown)(i);
        times[k]!.push(performance.now() - started);
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    return { known: median(times[0]), unknown: median(times[1]) };
  }

  it('A3 answers forgot-password for a known email as fast as for an unknown one', TIMING, async () => {
    const members = await Promise.all(Array.from({ length: 21 }, () => t.make.member()));
    await t.gql(SEND_RESET, { email: 'warm-up@example.test' }, { ip: freshIp() });
    const ask = (email: string) => t.gql(SEND_RESET, { email }, { ip: freshIp() });
    const { known, unknown } = await medians(
      members.length,
      (i) => ask(members[i]!.email),
      (i) => ask(`nobody-${i}@example.test`),
    );
    expect(Math.abs(known - unknown)).toBeLessThan(10);
    expect(known).toBeLessThan(SMTP_ANSWER_MS);
    // The known emails did get their mails, from the jobs.
    await t.runJobs();
    for (const member of members) expect(smtp.received.some((m) => m.to.includes(member.email))).toBe(true);
  });

  it('A11 answers a verification resend for an unverified account as fast as for an unknown email', TIMING, async () => {
    const members = await Promise.all(Array.from({ length: 21 }, () => t.make.member({ emailVerifiedAt: null })));
    const resend = (email: string) => t.gql(RESEND, { email }, { ip: freshIp() });
    await resend('warm-up-resend@example.test');
    const { known, unknown } = await medians(
      members.length,
      (i) => resend(members[i]!.email),
      (i) => resend(`nobody-resend-${i}@example.test`),
    );
    expect(Math.abs(known - unknown)).toBeLessThan(10);
    await t.runJobs();
    for (const member of members) expect((await latestMail(t, member.email))?.status).toBe('SENT');
  });

  it('A3 answers register for a known email as fast as for a new one', TIMING, async () => {
    const members = await Promise.all(Array.from({ length: 11 }, () => t.make.member()));
    const register = (email: string) =>
      t.gql(REGISTER, { email, password1: 'Quiet-Timing-Pass-58', password2: 'Quiet-Timing-Pass-58', firstName: 'Tim', lastName: 'Ing' }, { ip: freshIp() });
    await register('warm-up-register@example.test');
    const { known, unknown } = await medians(
      members.length,
      (i) => register(members[i]!.email),
      (i) => register(`new-timing-${i}@example.test`),
    );
    // A known email does less (no account, token or session to create): it must not take longer, as it
    // did while its mail was sent inside the request. A new account's extra inserts are no secret: its
    // answer carries the new session (see registerAccount).
    expect(known - unknown).toBeLessThan(10);
  });
});
