// Size limits of everything the API accepts. One place, so the server's body limit, the app's
// input fields and the schemas agree. Every string and array in an input is bounded by one of
// these: no input can carry a megabyte in a single field.

/** Maximum string lengths (characters). */
export const maxLength = {
  /** ids, codes, names, tags, filter values */
  id: 256,
  name: 256,
  /** RFC 5321: a forward path is at most 256 octets including the brackets, so 254 for the address */
  email: 254,
  /** RFC 1035: 253 characters in the dotted form */
  domain: 253,
  /** descriptions, titles, short free text */
  description: 1000,
  /** message bodies, feedback, templates, stack traces */
  body: 10_000,
  /** URLs kept by integrations and blocklists; browsers handle far more, servers commonly 2 KiB+ */
  url: 2048,
  /** RFC 5322: a header line is at most 998 characters; Message-IDs fit in it */
  messageId: 998,
  /** login and new passwords: the policy is 12..64 (section 9), the schema only bounds the size */
  password: 256,
  /** reset tokens, SSO codes, team-chat OAuth codes */
  token: 512,
  /** a stored local-storage value sent with an error report */
  localStorageValue: 10_000,
} as const;

/** Maximum array and record sizes (entries). */
export const maxItems = {
  /** tags on an IP, domain, policy or workspace */
  tags: 100,
  /** viewers of an IP or domain, guests of a policy */
  people: 1000,
  /** filters in one query (one per dimension, with room for repeated fields) */
  filters: 50,
  /** values of one filter */
  filterValues: 1000,
  /** dimensions or metrics in a list */
  columns: 100,
  /** IPs or domains listed on one workspace */
  assets: 10_000,
  /** presets stored on a user */
  presets: 500,
  /** per-workspace preference entries stored on a user */
  workspacePreferences: 1000,
  /** headers of an integration, entries of a mapping, answers of a blocklist */
  mapEntries: 100,
  /** local-storage entries sent with an error report */
  localStorageEntries: 200,
  /** exclusions of a blocklist alert, members of an account, modules, options */
  list: 1000,
} as const;
