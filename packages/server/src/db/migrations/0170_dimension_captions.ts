// The dimensions' captions in French and German (`dimension.<id>` in the dictionary), for a
// console whose first start came before they were seeded: the report reads them in the user's
// language. Entries an admin already made are kept. Written out here, not imported, so this
// migration stays what it was when it ran.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const entries = [
  ['domain', 'Recipient domain', 'Domaine destinataire', 'Empfängerdomain'],
  ['provider', 'Mailbox provider', 'Fournisseur de messagerie', 'Postfachanbieter'],
  ['ip', 'Sending IP', 'IP d’envoi', 'Sende-IP'],
  ['vmta', 'Virtual MTA', 'MTA virtuel', 'Virtueller MTA'],
  ['job', 'Job', 'Tâche d’envoi', 'Versandauftrag'],
  ['sender', 'Sender', 'Expéditeur', 'Absender'],
  ['mx', 'MX host', 'Serveur MX', 'MX-Server'],
  ['esp', 'Sending platform', 'Plateforme d’envoi', 'Versandplattform'],
  ['bounce', 'Top bounces', 'Principaux rebonds', 'Häufigste Bounces'],
  ['deferral', 'Top deferrals', 'Principaux reports', 'Häufigste Zurückstellungen'],
] as const;

export async function up(db: AnyDb): Promise<void> {
  // Only a console that has started before: a fresh one gets them from its first start.
  const started = await sql<{ n: number }>`select count(*)::int as n from dimensions`.execute(db);
  if ((started.rows[0]?.n ?? 0) === 0) return;
  await db
    .insertInto('dictionary')
    .values(entries.map(([id, en, fr, de]) => ({ key: `dimension.${id}`, en, fr, de })))
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
}

export async function down(): Promise<void> {
  // The entries stay: they may have been edited since, and nothing depends on their absence.
}
