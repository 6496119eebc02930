// The header block as received, cut into its fields (RFC 5322: a line that starts with a space
// or a tab continues the field above), each kept as written, and whether it is one of the
// fields authentication writes: Authentication-Results, DKIM-Signature, ARC-* and Received-SPF.
// Pure, tested in Node.

export interface HeaderField {
  /** The field's name as written; '' for a line that is no field (a broken header). */
  name: string;
  /** The rest of the field after its name, continuation lines included. */
  rest: string;
  isAuthentication: boolean;
}

const fieldStart = /^([!-9;-~]+):/;
const authentication = /^(authentication-results|dkim-signature|arc-[a-z0-9-]+|received-spf)$/i;

export function headerFields(block: string): HeaderField[] {
  const fields: HeaderField[] = [];
  for (const line of block.split(/\r?\n/)) {
    const last = fields.at(-1);
    if (last && /^[ \t]/.test(line)) {
      last.rest += `\n${line}`;
      continue;
    }
    const start = fieldStart.exec(line);
    if (start) {
      const name = start[1] as string;
      fields.push({
        name,
        rest: line.slice(name.length),
        isAuthentication: authentication.test(name),
      });
    } else if (line !== '') {
      fields.push({ name: '', rest: line, isAuthentication: false });
    }
  }
  return fields;
}
