/** The messages identity sends, each in one channel. */
export const TEMPLATE_NAMES = ['login_code', 'phone_change_code', 'recovery', 'invitation', 'email_changed', 'password_changed'] as const;

export type TemplateName = (typeof TEMPLATE_NAMES)[number];
export type Channel = 'email' | 'sms';

export interface TemplateSpec {
  channel: Channel;
  /** it carries a one-time code: counted against the recipient's hourly cap, never sent once the code expired */
  code: boolean;
  /** the values its text may name ({{name}}); `link` is made from `code` when PUBLIC_URL is set */
  vars: readonly string[];
}

export const TEMPLATES: Record<TemplateName, TemplateSpec> = {
  login_code: { channel: 'sms', code: true, vars: ['code', 'minutes'] },
  phone_change_code: { channel: 'sms', code: true, vars: ['code', 'minutes'] },
  recovery: { channel: 'email', code: true, vars: ['code', 'link', 'name', 'minutes'] },
  invitation: { channel: 'email', code: true, vars: ['code', 'link', 'name', 'days'] },
  email_changed: { channel: 'email', code: false, vars: ['name', 'new_email'] },
  password_changed: { channel: 'email', code: false, vars: ['name'] },
};

/** The parts of a message in each channel, as files of a templates folder name them. */
export const PARTS: Record<Channel, readonly Part[]> = {
  email: ['subject.txt', 'body.txt', 'body.html'],
  sms: ['body.txt'],
};

export type Part = 'subject.txt' | 'body.txt' | 'body.html';

/** One message's text in one language: every part of its channel. */
export type TemplateText = Partial<Record<Part, string>>;

/** Templates by language, then by name. */
export type TemplateSet = Record<string, Partial<Record<TemplateName, TemplateText>>>;
