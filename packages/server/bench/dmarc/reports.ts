// Aggregate reports for the DMARC benchmark, shaped like real ones: a large receiver's report
// (Google's run to thousands of records: one per source IP and result combination) and the small
// reports most receivers send (one to five records). Deterministic, so runs compare.

const sources = ['192.0.2', '198.51.100', '203.0.113', '100.64.0', '100.65.1', '100.66.2'];

function record(index: number): string {
  const ip = `${sources[index % sources.length]}.${((index * 7) % 254) + 1}`;
  const pass = index % 5 !== 0;
  const count = 1 + ((index * 31) % 900);
  return `<record><row><source_ip>${ip}</source_ip><count>${count}</count><policy_evaluated><disposition>${pass ? 'none' : 'quarantine'}</disposition><dkim>${pass ? 'pass' : 'fail'}</dkim><spf>${index % 3 === 0 ? 'fail' : 'pass'}</spf></policy_evaluated></row><identifiers><header_from>news.example.com</header_from><envelope_from>bounces.example.com</envelope_from></identifiers><auth_results><dkim><domain>news.example.com</domain><selector>s${index % 4}</selector><result>${pass ? 'pass' : 'fail'}</result></dkim><dkim><domain>esp.example.net</domain><selector>k1</selector><result>pass</result></dkim><spf><domain>bounces.example.com</domain><scope>mfrom</scope><result>${index % 3 === 0 ? 'softfail' : 'pass'}</result></spf></auth_results></record>`;
}

export function aggregateReport(options: {
  org: string;
  id: string;
  domain: string;
  begin: number;
  records: number;
  firstRecord?: number;
}): Buffer {
  const parts = [
    `<?xml version="1.0" encoding="UTF-8"?>\n<feedback><version>1.0</version><report_metadata><org_name>${options.org}</org_name><email>noreply-dmarc-support@${options.org}</email><report_id>${options.id}</report_id><date_range><begin>${options.begin}</begin><end>${options.begin + 86_399}</end></date_range></report_metadata><policy_published><domain>${options.domain}</domain><adkim>r</adkim><aspf>r</aspf><p>quarantine</p><sp>quarantine</sp><pct>100</pct></policy_published>`,
  ];
  const first = options.firstRecord ?? 0;
  for (let index = first; index < first + options.records; index += 1) parts.push(record(index));
  parts.push('</feedback>');
  return Buffer.from(parts.join('\n'));
}
