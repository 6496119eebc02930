// Sending services known by the registrable domain of their PTR names (the "source" of a
// domain's DMARC records): Google Workspace sends from *.google.com, Amazon SES from
// *.amazonses.com, Mailchimp from *.mcsv.net. Written for this console (parsedmarc's map is
// not published on npm) from the services' documented and observed sending hosts; an admin
// adds more, or renames one, with `pnpm console dmarc-services` (table dmarc_services). A PTR name is a hint, not proof: a service is named only for
// the base domain of a PTR, never for an IP without one.
import type { DomainSourceRow } from '@console/contract';
import type { z } from 'zod';

export type ServiceType = z.infer<typeof DomainSourceRow>['type'];

export interface SendingService {
  name: string;
  type: ServiceType;
}

// [PTR base domain, service, type]: ESP covers bulk, transactional, marketing and CRM
// platforms; Web host mailbox and hosting providers; Security gateways and forwarders; ISP
// access networks (mail from them is usually a compromised machine or a misconfigured device).
const catalogue: readonly [string, string, ServiceType][] = [
  ['google.com', 'Google Workspace / Gmail', 'Web host'],
  ['outlook.com', 'Microsoft 365 / Outlook.com', 'Web host'],
  ['yahoo.com', 'Yahoo Mail', 'Web host'],
  ['me.com', 'iCloud Mail', 'Web host'],
  ['zoho.com', 'Zoho Mail', 'Web host'],
  ['zoho.eu', 'Zoho Mail (EU)', 'Web host'],
  ['protonmail.ch', 'Proton Mail', 'Web host'],
  ['messagingengine.com', 'Fastmail', 'Web host'],
  ['yandex.net', 'Yandex Mail / Yandex 360', 'Web host'],
  ['mail.ru', 'Mail.ru / VK WorkMail', 'Web host'],
  ['gmx.net', 'GMX', 'Web host'],
  ['web.de', 'WEB.DE', 'Web host'],
  ['kundenserver.de', 'IONOS (1&1)', 'Web host'],
  ['secureserver.net', 'GoDaddy', 'Web host'],
  ['emailsrvr.com', 'Rackspace Email', 'Web host'],
  ['ovh.net', 'OVHcloud', 'Web host'],
  ['titan.email', 'Titan Email', 'Web host'],
  ['privateemail.com', 'Namecheap Private Email', 'Web host'],
  ['migadu.com', 'Migadu', 'Web host'],
  ['tutanota.de', 'Tuta (Tutanota)', 'Web host'],
  ['mailbox.org', 'mailbox.org', 'Web host'],
  ['posteo.de', 'Posteo', 'Web host'],
  ['rzone.de', 'STRATO', 'Web host'],
  ['aruba.it', 'Aruba.it', 'Web host'],
  ['one.com', 'one.com', 'Web host'],
  ['bluehost.com', 'Bluehost', 'Web host'],
  ['websitewelcome.com', 'HostGator', 'Web host'],
  ['a2hosting.com', 'A2 Hosting', 'Web host'],
  ['dreamhost.com', 'DreamHost', 'Web host'],
  ['sgvps.net', 'SiteGround', 'Web host'],
  ['amazonaws.com', 'Amazon Web Services (EC2)', 'Web host'],
  ['googleusercontent.com', 'Google Cloud', 'Web host'],
  ['linode.com', 'Akamai Linode', 'Web host'],
  ['your-server.de', 'Hetzner', 'Web host'],
  ['contaboserver.net', 'Contabo', 'Web host'],
  ['vultrusercontent.com', 'Vultr', 'Web host'],
  ['mimecast.com', 'Mimecast', 'Security'],
  ['pphosted.com', 'Proofpoint', 'Security'],
  ['ppe-hosted.com', 'Proofpoint Essentials', 'Security'],
  ['iphmx.com', 'Cisco Secure Email (IronPort)', 'Security'],
  ['barracudanetworks.com', 'Barracuda Email Protection', 'Security'],
  ['messagelabs.com', 'Broadcom Email Security.cloud (Symantec)', 'Security'],
  ['mailcontrol.com', 'Forcepoint Email Security', 'Security'],
  ['trendmicro.com', 'Trend Micro Email Security', 'Security'],
  ['sophos.com', 'Sophos Email', 'Security'],
  ['hornetsecurity.com', 'Hornetsecurity', 'Security'],
  ['antispamcloud.com', 'N-able Mail Assure (SpamExperts)', 'Security'],
  ['mailchannels.net', 'MailChannels', 'Security'],
  ['improvmx.com', 'ImprovMX', 'Security'],
  ['forwardemail.net', 'Forward Email', 'Security'],
  ['pobox.com', 'Pobox', 'Security'],
  ['simplelogin.co', 'SimpleLogin', 'Security'],
  ['amazonses.com', 'Amazon SES', 'ESP'],
  ['sendgrid.net', 'Twilio SendGrid', 'ESP'],
  ['mailgun.net', 'Mailgun', 'ESP'],
  ['mailgun.org', 'Mailgun', 'ESP'],
  ['sparkpostmail.com', 'SparkPost (Bird)', 'ESP'],
  ['mailjet.com', 'Mailjet', 'ESP'],
  ['sendinblue.com', 'Brevo (Sendinblue)', 'ESP'],
  ['brevo.com', 'Brevo', 'ESP'],
  ['elasticemail.com', 'Elastic Email', 'ESP'],
  ['smtp2go.com', 'SMTP2GO', 'ESP'],
  ['email-od.com', 'SocketLabs', 'ESP'],
  ['smtp.com', 'SMTP.com', 'ESP'],
  ['mtasv.net', 'Postmark', 'ESP'],
  ['mandrillapp.com', 'Mailchimp Transactional (Mandrill)', 'ESP'],
  ['mailersend.net', 'MailerSend', 'ESP'],
  ['mcsv.net', 'Mailchimp', 'ESP'],
  ['rsgsv.net', 'Mailchimp', 'ESP'],
  ['mcdlv.net', 'Mailchimp', 'ESP'],
  ['exacttarget.com', 'Salesforce Marketing Cloud (ExactTarget)', 'ESP'],
  ['hubspotemail.net', 'HubSpot', 'ESP'],
  ['klaviyomail.com', 'Klaviyo', 'ESP'],
  ['createsend.com', 'Campaign Monitor', 'ESP'],
  ['constantcontact.com', 'Constant Contact', 'ESP'],
  ['mktomail.com', 'Adobe Marketo Engage', 'ESP'],
  ['en25.com', 'Oracle Eloqua', 'ESP'],
  ['aweber.com', 'AWeber', 'ESP'],
  ['e2ma.net', 'Emma', 'ESP'],
  ['emarsys.net', 'SAP Emarsys', 'ESP'],
  ['mlsend.com', 'MailerLite', 'ESP'],
  ['emsd1.com', 'ActiveCampaign', 'ESP'],
  ['benchmarkemail.com', 'Benchmark Email', 'ESP'],
  ['salesforce.com', 'Salesforce', 'ESP'],
  ['pardot.com', 'Salesforce Account Engagement (Pardot)', 'ESP'],
  ['zendesk.com', 'Zendesk', 'ESP'],
  ['freshdesk.com', 'Freshworks Freshdesk', 'ESP'],
  ['service-now.com', 'ServiceNow', 'ESP'],
  ['netsuite.com', 'Oracle NetSuite', 'ESP'],
  ['comcast.net', 'Comcast Xfinity', 'ISP'],
  ['verizon.net', 'Verizon', 'ISP'],
  ['rr.com', 'Charter Spectrum (Road Runner)', 'ISP'],
  ['charter.com', 'Charter Spectrum', 'ISP'],
  ['cox.net', 'Cox Communications', 'ISP'],
  ['sbcglobal.net', 'AT&T', 'ISP'],
  ['shawcable.net', 'Shaw (Rogers)', 'ISP'],
  ['rogers.com', 'Rogers', 'ISP'],
  ['t-ipconnect.de', 'Deutsche Telekom', 'ISP'],
  ['wanadoo.fr', 'Orange France', 'ISP'],
  ['proxad.net', 'Free (Iliad)', 'ISP'],
  ['sfr.net', 'SFR', 'ISP'],
  ['btcentralplus.com', 'BT', 'ISP'],
  ['virginm.net', 'Virgin Media O2', 'ISP'],
  ['telecomitalia.it', 'TIM (Telecom Italia)', 'ISP'],
  ['rima-tde.net', 'Telefónica / Movistar Spain', 'ISP'],
  ['ziggo.nl', 'Ziggo', 'ISP'],
  ['kpn.net', 'KPN', 'ISP'],
  ['telenet.be', 'Telenet', 'ISP'],
  ['bluewin.ch', 'Swisscom', 'ISP'],
  ['bbtec.net', 'SoftBank (Japan)', 'ISP'],
  ['ocn.ne.jp', 'NTT OCN', 'ISP'],
  ['optusnet.com.au', 'Optus', 'ISP'],
  ['bigpond.net.au', 'Telstra BigPond', 'ISP'],
];

const byBaseDomain = new Map(catalogue.map(([domain, name, type]) => [domain, { name, type }]));

export const serviceTypes: readonly ServiceType[] = [
  'ESP',
  'ISP',
  'Web host',
  'Security',
  'Unknown',
];

/** The services an admin added, by base domain (`pnpm console dmarc-services`). */
export type AddedServices = ReadonlyMap<string, SendingService>;

/**
 * The service sending from PTR names under `baseDomain`, if known: one an admin added (which
 * may rename a built-in one) before the built-in catalogue.
 */
export function sendingService(
  baseDomain: string,
  added: AddedServices = new Map(),
): SendingService | null {
  const domain = baseDomain.toLowerCase();
  return added.get(domain) ?? byBaseDomain.get(domain) ?? null;
}

export const knownServices = catalogue.length;
