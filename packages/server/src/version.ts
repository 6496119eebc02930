/** The release the server runs; the client compares it with the user's recorded version. */
export const serverVersion = 'v2-0-63-0';
