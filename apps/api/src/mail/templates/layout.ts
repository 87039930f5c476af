/**
 * What every mail shares: its parts (a subject, the plain text, the HTML made from the text),
 * the quotation marks around what someone typed, and the names the dashboard shows.
 */
import type { Language, Role } from '@meridian/contract';

export interface MailContent {
  subject: string;
  text: string;
}

/** A rendered mail: the subject, the plain-text part and the HTML part (the text, escaped). */
export interface RenderedMail extends MailContent {
  html: string;
}

/** One mail, written per language. */
export type MailTemplate<Input> = Record<Language, (input: Input) => MailContent>;

/** Role names as the dashboard shows them, per language. */
const ROLE_NAMES: Record<Language, Record<Role, string>> = {
  en: { owner: 'Owner', admin: 'Admin', developer: 'Developer', viewer: 'Viewer' },
  es: { owner: 'Propietario', admin: 'Administrador', developer: 'Desarrollador', viewer: 'Lector' },
  fr: { owner: 'Propriétaire', admin: 'Administrateur', developer: 'Développeur', viewer: 'Lecteur' },
  pt: { owner: 'Proprietário', admin: 'Administrador', developer: 'Desenvolvedor', viewer: 'Leitor' },
};

/** Quotation marks of each language around text someone typed (names of people and workspaces). */
const QUOTES: Record<Language, readonly [string, string]> = {
  en: ['“', '”'],
  es: ['«', '»'],
  fr: ['«\u00a0', '\u00a0»'],
  pt: ['“', '”'],
};

/**
 * Text someone typed, shown as such: between the language's quotation marks, on one line (the
 * text rule already refuses line breaks in names; any left are shown as spaces).
 */
export function quote(text: string, language: Language): string {
  const [open, close] = QUOTES[language];
  return `${open}${text.replace(/[\r\n\u2028\u2029]+/g, ' ')}${close}`;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** The HTML part: the plain text, escaped, a paragraph per block; nothing in it is markup of the sender's. */
export function htmlOf(content: MailContent, language: Language): string {
  const paragraphs = content.text
    .split(/\n{2,}/)
    .map((block) => `<p>${block.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('\n');
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head><meta charset="utf-8"><title>' + escapeHtml(content.subject) + '</title></head>',
    '<body style="font-family: sans-serif; line-height: 1.5">',
    paragraphs,
    '</body>',
    '</html>',
  ].join('\n');
}

export function roleName(role: Role, language: Language): string {
  return ROLE_NAMES[language][role];
}
