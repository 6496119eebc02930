// The event handler behind the aggregate parser: htmlparser2 (xmlMode, forgiving) calls it for
// each tag and text, and it keeps only a stack of tag names and the record being read, so memory
// does not grow with the report. It knows RFC 7489, RFC 9990 (any namespace prefix; unknown
// elements such as <extensions> are ignored) and the old drafts (no version, no selector/scope).
// Markup inside a text field (`<email><a@b.example></email>`) is read back as text; a record
// cut off at the end of the file is dropped and counted; everything after </feedback> is junk.

import { Parser } from 'htmlparser2';
import {
  WarningCollector,
  alignmentMode,
  authResult,
  disposition,
  domain,
  emailAddress,
  evaluatedResult,
  policyValue,
  testingFlag,
  unixSeconds,
  wholeNumber,
} from './aggregateValues.ts';
import { ReportInputError, type AggregateRecord, type AggregateReport } from './types.ts';

const DMARC_2_NAMESPACE = 'urn:ietf:params:xml:ns:dmarc-2.0';
/** A text field longer than this is junk; stop growing it. */
const MAX_FIELD_CHARS = 64 * 1024;

// The text fields of each element, by the element that holds them. Everything else is a
// container (or unknown, and ignored).
const fieldsByParent = new Map<string, ReadonlySet<string>>([
  ['feedback', new Set(['version'])],
  [
    'report_metadata',
    new Set(['org_name', 'email', 'extra_contact_info', 'report_id', 'error', 'generator']),
  ],
  ['date_range', new Set(['begin', 'end'])],
  [
    'policy_published',
    new Set([
      'domain',
      'adkim',
      'aspf',
      'p',
      'sp',
      'np',
      'pct',
      'fo',
      'testing',
      'discovery_method',
    ]),
  ],
  ['row', new Set(['source_ip', 'count'])],
  ['policy_evaluated', new Set(['disposition', 'dkim', 'spf'])],
  ['reason', new Set(['type', 'comment'])],
  ['identifiers', new Set(['envelope_to', 'envelope_from', 'header_from'])],
  // the old drafts' name for identifiers
  ['identities', new Set(['envelope_to', 'envelope_from', 'header_from'])],
  ['dkim', new Set(['domain', 'selector', 'result', 'human_result'])],
  ['spf', new Set(['domain', 'scope', 'result'])],
]);

interface RecordDraft {
  fields: Map<string, string>;
  reasons: { type: string; comment: string | null }[];
  dkimResults: AggregateRecord['dkimResults'];
  spfResults: AggregateRecord['spfResults'];
}

type ReportHeader = Omit<AggregateReport, 'recordCount' | 'messageCount' | 'skipped' | 'warnings'>;

const localName = (name: string) => {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
};

export class AggregateReader {
  /** records read and not yet taken by the caller */
  readonly pending: AggregateRecord[] = [];
  recordCount = 0;
  messageCount = 0;
  private readonly parser: Parser;
  private readonly warnings = new WarningCollector();
  private readonly stack: string[] = [];
  private feedbackDepth = -1;
  private sawContent = false;
  private done = false;
  private ending = false;
  private namespaced = false;
  private skipped = 0;
  /** stack depth of the text field being read, 0 outside one */
  private fieldDepth = 0;
  private text = '';
  private readonly metadata = new Map<string, string>();
  private readonly errors: string[] = [];
  private readonly policy = new Map<string, string>();
  private readonly sectionsOpened = new Set<string>();
  private readonly sectionsClosed = new Set<string>();
  private record: RecordDraft | null = null;
  private auth: Map<string, string> | null = null;
  private reason: Map<string, string> | null = null;
  private header: ReportHeader | null = null;

  constructor(initialWarning: string | null) {
    if (initialWarning) this.warnings.add(initialWarning);
    this.parser = new Parser(
      {
        onopentag: (name, attributes) => this.open(name, attributes),
        onclosetag: (name, isImplied) => this.close(name, isImplied),
        ontext: (data) => this.onText(data),
      },
      { xmlMode: true, lowerCaseTags: true },
    );
  }

  write(text: string): void {
    if (!this.done) this.parser.write(text);
  }

  end(): void {
    this.ending = true;
    this.parser.end();
  }

  /**
   * The validated report metadata once report_metadata and policy_published are read (or at
   * the end, `final`); null while they are still to come. Throws when something required is
   * missing.
   */
  report(final: boolean): AggregateReport | null {
    if (!this.header) {
      const ready =
        this.sectionsClosed.has('report_metadata') && this.sectionsClosed.has('policy_published');
      if (!ready && !final) return null;
      this.header = this.buildHeader();
    }
    return {
      ...this.header,
      recordCount: this.recordCount,
      messageCount: this.messageCount,
      skipped: this.skipped,
      warnings: this.warnings.list(),
    };
  }

  private open(rawName: string, attributes: Record<string, string>): void {
    this.sawContent = true;
    if (this.done) return;
    if (this.fieldDepth > 0) {
      // Markup inside a text field: an unescaped `<` in the value. Read it back as text; a
      // name ending in `<` means the tag was never closed by `>`.
      this.text += rawName.endsWith('<') ? `<${rawName.slice(0, -1)}` : `<${rawName}>`;
      this.warnings.add(`markup inside <${this.stack[this.fieldDepth - 1]}> read as text`);
      this.stack.push(rawName);
      return;
    }
    const name = localName(rawName);
    const parent = this.stack[this.stack.length - 1];
    this.stack.push(name);
    if (this.feedbackDepth < 0) {
      if (name === 'feedback') {
        this.feedbackDepth = this.stack.length;
        // xmlns="..." or xmlns:prefix="...": either way the RFC 9990 schema
        this.namespaced = Object.values(attributes).includes(DMARC_2_NAMESPACE);
      }
      return;
    }
    if (parent !== undefined && fieldsByParent.get(parent)?.has(name)) {
      this.fieldDepth = this.stack.length;
      this.text = '';
      return;
    }
    if (parent === 'feedback') {
      this.sectionsOpened.add(name);
      if (name === 'record') {
        this.record = { fields: new Map(), reasons: [], dkimResults: [], spfResults: [] };
      }
    } else if (parent === 'auth_results' && (name === 'dkim' || name === 'spf')) {
      this.auth = new Map();
    } else if (parent === 'policy_evaluated' && name === 'reason') {
      this.reason = new Map();
    }
  }

  private onText(data: string): void {
    if (this.fieldDepth > 0) {
      if (this.text.length < MAX_FIELD_CHARS) this.text += data;
    } else if (!this.sawContent && data.trim() !== '') {
      this.sawContent = true;
    }
  }

  private close(rawName: string, isImplied: boolean): void {
    if (this.done) return;
    const name = this.stack.pop() ?? localName(rawName);
    if (this.fieldDepth > 0) {
      if (this.stack.length >= this.fieldDepth) {
        if (!isImplied) this.text += `</${name}>`;
        return;
      }
      this.fieldDepth = 0;
      // A field still open at the end of the file was cut off: its value is not trustworthy.
      if (isImplied && this.ending) return;
      this.setField(this.stack[this.stack.length - 1] ?? '', name, this.text.trim());
      return;
    }
    if (this.feedbackDepth < 0) return;
    if (this.stack.length < this.feedbackDepth) {
      this.done = true;
      return;
    }
    const parent = this.stack[this.stack.length - 1];
    // Closed only because the file ended: a cut-off part, dropped with its record.
    if (isImplied && this.ending && name !== 'record') return;
    if (parent === 'feedback') {
      this.sectionsClosed.add(name);
      if (name === 'record' && this.record) this.finishRecord(this.record, isImplied);
      if (name === 'record') this.record = null;
    } else if (parent === 'auth_results' && (name === 'dkim' || name === 'spf') && this.auth) {
      this.finishAuthResult(name, this.auth);
      this.auth = null;
    } else if (parent === 'policy_evaluated' && name === 'reason' && this.reason) {
      const type = this.reason.get('type') ?? '';
      const comment = this.reason.get('comment') || null;
      // An empty <reason> (no type, no comment) is no reason at all.
      if (type !== '' || comment !== null) {
        this.record?.reasons.push({ type: type.toLowerCase() || 'other', comment });
      }
      this.reason = null;
    }
  }

  private setField(parent: string, name: string, value: string): void {
    switch (parent) {
      case 'feedback':
      case 'report_metadata':
      case 'date_range':
        if (name === 'error') {
          if (value !== '') this.errors.push(value);
        } else if (!this.metadata.has(name)) {
          this.metadata.set(name, value);
        }
        return;
      case 'policy_published':
        if (!this.policy.has(name)) this.policy.set(name, value);
        return;
      case 'reason':
        this.reason?.set(name, value);
        return;
      case 'dkim':
      case 'spf':
        this.auth?.set(name, value);
        return;
      default:
        // row, policy_evaluated, identifiers: the record's own fields
        if (this.record && !this.record.fields.has(name)) this.record.fields.set(name, value);
    }
  }

  private finishAuthResult(kind: 'dkim' | 'spf', fields: Map<string, string>): void {
    if (!this.record) return;
    const authDomain = domain(fields.get('domain') ?? '', `${kind} domain`, this.warnings);
    const result = authResult(fields.get('result') ?? '', this.warnings);
    if (kind === 'dkim') {
      this.record.dkimResults.push({
        domain: authDomain,
        selector: fields.get('selector') || null,
        result,
        humanResult: fields.get('human_result') || null,
      });
    } else {
      const scope = fields.get('scope')?.toLowerCase() || null;
      this.record.spfResults.push({ domain: authDomain, scope, result });
    }
  }

  private finishRecord(draft: RecordDraft, isImplied: boolean): void {
    const warnings = this.warnings;
    if (isImplied && this.ending) {
      this.skipped += 1;
      warnings.add('a record cut off at the end of the file was dropped');
      return;
    }
    const field = (name: string) => draft.fields.get(name) ?? null;
    const sourceIp = field('source_ip')?.toLowerCase();
    if (!sourceIp) {
      this.skipped += 1;
      warnings.add('a record without a source_ip was dropped');
      return;
    }
    let count = wholeNumber(field('count') ?? '');
    if (count === null) {
      // A record stands for at least one message; count it so the totals stay honest-ish.
      warnings.add(`record from ${sourceIp} without a valid count read as 1`);
      count = 1;
    }
    const headerFrom = field('header_from');
    if (headerFrom === null) warnings.add('a record without a header_from was read');
    const envelopeFrom = field('envelope_from');
    const envelopeTo = field('envelope_to');
    this.pending.push({
      sourceIp,
      count,
      disposition: disposition(field('disposition'), warnings),
      dkim: evaluatedResult(field('dkim'), 'dkim', warnings),
      spf: evaluatedResult(field('spf'), 'spf', warnings),
      reasons: draft.reasons,
      headerFrom: domain(headerFrom ?? '', 'header_from', warnings),
      envelopeFrom: envelopeFrom ? domain(envelopeFrom, 'envelope_from', warnings) : null,
      envelopeTo: envelopeTo ? domain(envelopeTo, 'envelope_to', warnings) : null,
      dkimResults: draft.dkimResults,
      spfResults: draft.spfResults,
    });
    this.recordCount += 1;
    this.messageCount += count;
  }

  private buildHeader(): ReportHeader {
    if (this.feedbackDepth < 0) {
      throw this.sawContent
        ? new ReportInputError(
            'NotAReport',
            'The document has no <feedback> root element, so it is not a DMARC aggregate report.',
          )
        : new ReportInputError('Empty', 'The document is empty.');
    }
    const missing = (what: string) =>
      new ReportInputError('MissingField', `The aggregate report has no ${what}.`);
    const meta = (name: string) => this.metadata.get(name) || null;
    if (!this.sectionsOpened.has('report_metadata')) throw missing('<report_metadata>');
    const reportId = meta('report_id');
    if (!reportId) throw missing('<report_id> in <report_metadata>');
    const email = meta('email') === null ? null : emailAddress(meta('email') ?? '');
    let orgName = meta('org_name');
    if (!orgName) {
      // Some reporters leave org_name empty; the domain of their address names them as well.
      const emailDomain = email?.split('@')[1]?.toLowerCase();
      if (!emailDomain) throw missing('<org_name> in <report_metadata>');
      this.warnings.add(`empty org_name: the reporter is named after its email domain`);
      orgName = emailDomain;
    }
    const begin = unixSeconds(meta('begin') ?? '');
    const end = unixSeconds(meta('end') ?? '');
    if (begin === null) throw missing('<date_range> <begin> (Unix seconds) in <report_metadata>');
    if (end === null) throw missing('<date_range> <end> (Unix seconds) in <report_metadata>');
    if (!this.sectionsOpened.has('policy_published')) throw missing('<policy_published>');
    const policyField = (name: string) => this.policy.get(name) ?? '';
    if (!policyField('domain')) throw missing('<domain> in <policy_published>');
    const warnings = this.warnings;
    const version = meta('version');
    const pct = policyField('pct') === '' ? null : wholeNumber(policyField('pct'));
    if (policyField('pct') !== '' && pct === null) {
      warnings.add(`pct "${policyField('pct')}" ignored`);
    }
    return {
      schema:
        this.namespaced || version?.startsWith('2') ? 'dmarc-2.0' : version ? 'rfc7489' : 'draft',
      version,
      orgName,
      email,
      extraContactInfo: meta('extra_contact_info'),
      reportId,
      begin,
      end,
      errors: this.errors,
      generator: meta('generator'),
      policy: {
        domain: domain(policyField('domain'), 'policy domain', warnings),
        adkim: alignmentMode(policyField('adkim'), 'adkim', warnings),
        aspf: alignmentMode(policyField('aspf'), 'aspf', warnings),
        p: policyValue(policyField('p'), 'p', warnings),
        sp: policyValue(policyField('sp'), 'sp', warnings),
        np: policyValue(policyField('np'), 'np', warnings),
        pct,
        fo: policyField('fo') || null,
        testing: testingFlag(policyField('testing'), warnings),
        discoveryMethod: policyField('discovery_method').toLowerCase() || null,
      },
    };
  }
}
