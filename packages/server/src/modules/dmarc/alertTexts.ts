// The mail of DMARC Reports' alerts in each recipient's language: a new source failing DMARC
// for a domain, and a change of the policy a domain publishes. Plain text, as every mail the
// server sends; each says what happened, from which reports, and what to do.
import type { AlertLanguage } from '../alerts/alertMail.ts';

export interface NewSourceFacts {
  domain: string;
  source: string;
  /** the sending service's name, when the catalogue knows it */
  service: string | null;
  failing: number;
  messages: number;
  days: number;
  link: string | null;
}

export interface PolicyChangeFacts {
  domain: string;
  before: string;
  after: string;
  reporter: string;
  /** the reported day, YYYY-MM-DD */
  day: string;
  link: string | null;
}

const count = (value: number, language: AlertLanguage) =>
  value.toLocaleString(language === 'en' ? 'en-US' : language === 'fr' ? 'fr-FR' : 'de-DE');

const named = (facts: NewSourceFacts) =>
  facts.service ? `${facts.source} (${facts.service})` : facts.source;

export function newSourceMail(facts: NewSourceFacts, language: AlertLanguage) {
  const failing = count(facts.failing, language);
  const messages = count(facts.messages, language);
  const { domain, days } = facts;
  const source = named(facts);
  const texts = {
    en: {
      subject: `[DMARC] New source failing DMARC for ${domain}: ${source}`,
      lines: [
        `A source the console had not seen send as ${domain} appeared in DMARC reports: ${source}.`,
        `In the last ${days} days it sent ${messages} messages as ${domain}; ${failing} failed DMARC.`,
        '',
        `If it sends for you, authorise it: add it to the SPF record of ${domain}, or have it sign with a DKIM key of ${domain}.`,
        `If it does not, it is sending as ${domain} without your leave: a DMARC policy of quarantine or reject stops its mail.`,
      ],
      open: 'Its records:',
    },
    fr: {
      subject: `[DMARC] Nouvelle source en échec DMARC pour ${domain} : ${source}`,
      lines: [
        `Une source que la console n’avait pas vue envoyer au nom de ${domain} apparaît dans les rapports DMARC : ${source}.`,
        `Ces ${days} derniers jours, elle a envoyé ${messages} messages au nom de ${domain} ; ${failing} ont échoué à DMARC.`,
        '',
        `Si elle envoie pour vous, autorisez-la : ajoutez-la à l’enregistrement SPF de ${domain}, ou faites-la signer avec une clé DKIM de ${domain}.`,
        `Sinon, elle envoie au nom de ${domain} sans votre accord : une politique DMARC quarantine ou reject arrête son courrier.`,
      ],
      open: 'Ses enregistrements :',
    },
    de: {
      subject: `[DMARC] Neue Quelle ohne bestandenes DMARC für ${domain}: ${source}`,
      lines: [
        `In den DMARC-Berichten erscheint eine Quelle, die die Konsole noch nicht im Namen von ${domain} senden sah: ${source}.`,
        `In den letzten ${days} Tagen hat sie ${messages} Nachrichten im Namen von ${domain} gesendet; ${failing} haben DMARC nicht bestanden.`,
        '',
        `Wenn sie für Sie sendet, autorisieren Sie sie: Nehmen Sie sie in den SPF-Eintrag von ${domain} auf oder lassen Sie sie mit einem DKIM-Schlüssel von ${domain} signieren.`,
        `Wenn nicht, sendet sie ohne Ihre Erlaubnis im Namen von ${domain}: Eine DMARC-Richtlinie quarantine oder reject hält ihre Mails auf.`,
      ],
      open: 'Ihre Einträge:',
    },
  }[language];
  return {
    subject: texts.subject,
    text: [...texts.lines, ...(facts.link ? ['', texts.open, facts.link] : [])].join('\n'),
  };
}

export function policyChangeMail(facts: PolicyChangeFacts, language: AlertLanguage) {
  const { domain, before, after, reporter, day } = facts;
  const texts = {
    en: {
      subject: `[DMARC] ${domain} now publishes ${after}`,
      lines: [
        `The DMARC policy of ${domain} changed from "${before}" to "${after}", as ${reporter}'s report for ${day} shows.`,
        `If you did not make this change, check the TXT record _dmarc.${domain} now: receivers act on it.`,
      ],
      open: 'The domain:',
    },
    fr: {
      subject: `[DMARC] ${domain} publie désormais ${after}`,
      lines: [
        `La politique DMARC de ${domain} est passée de « ${before} » à « ${after} », d’après le rapport de ${reporter} du ${day}.`,
        `Si vous n’avez pas fait ce changement, vérifiez dès maintenant l’enregistrement TXT _dmarc.${domain} : les destinataires l’appliquent.`,
      ],
      open: 'Le domaine :',
    },
    de: {
      subject: `[DMARC] ${domain} veröffentlicht jetzt ${after}`,
      lines: [
        `Die DMARC-Richtlinie von ${domain} hat sich von „${before}“ zu „${after}“ geändert, wie der Bericht von ${reporter} für den ${day} zeigt.`,
        `Wenn Sie diese Änderung nicht vorgenommen haben, prüfen Sie jetzt den TXT-Eintrag _dmarc.${domain}: Empfänger richten sich danach.`,
      ],
      open: 'Die Domain:',
    },
  }[language];
  return {
    subject: texts.subject,
    text: [...texts.lines, ...(facts.link ? ['', texts.open, facts.link] : [])].join('\n'),
  };
}
