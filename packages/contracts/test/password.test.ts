import { auth, team } from '@bms/contracts';

// A password being set refuses C0 and C1 controls; sign-in takes any string.
describe('passwords', () => {
  const CONTROL = 'Must not contain control characters.';
  const errorsOf = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
    (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
  // NUL, tab, LF, CR, ESC, US, DEL, C1 (PAD, NEL, CSI, APC).
  const CONTROLS = ['\u0000', '\t', '\n', '\r', '\u001b', '\u001f', '\u007f', '\u0080', '\u0085', '\u009b', '\u009f'];
  const hex = (c: string) => `U+${c.codePointAt(0)!.toString(16).padStart(4, '0')}`;

  it.each(CONTROLS.map((c) => [hex(c), c]))('refuses %s in a password set by any body that sets one', (_n, c) => {
    const pw = `pass${c}word-12345`;
    expect(errorsOf(auth.password.safeParse(pw))).toEqual([['', CONTROL]]);
    const member = { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', password: pw };
    expect(errorsOf(team.teamMemberBody.safeParse(member))).toEqual([['password', CONTROL]]);
    expect(errorsOf(team.teamMemberUpdateBody.safeParse({ ...member, password: `${c}${pw}` }))).toEqual([['password', CONTROL]]);
    expect(errorsOf(auth.changePasswordBody.safeParse({ code: 'c', password: pw, retype_password: pw }))).toEqual([['password', CONTROL]]);
  });

  it('takes any other characters: spaces, letters of any script, emoji, a no-break space', () => {
    for (const pw of ['correct horse battery staple', 'Pässwörd-Ωμέγα', 'пароль-密码-🔑🔑', 'a\u00a0b\u00adc-12345', '\u202eright-to-left'])
      expect(auth.password.safeParse(pw)).toMatchObject({ success: true, data: pw });
  });

  it('signs in with any string: a password with a control character is not refused at login', () => {
    for (const c of CONTROLS) {
      const body = { email: 'ann@example.com', password: `pass${c}word-12345` };
      expect(auth.loginBody.safeParse(body)).toMatchObject({ success: true, data: body });
    }
  });
});
