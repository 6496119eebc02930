// Contract calls whose module has not landed yet: the audit issue. The assembled
// server answers them 404 (server.routes.test.ts) and the authorization matrix skips them; a
// module that lands removes its calls here.
export const awaitingTheirModule = ['member/emailaudit/all', 'member/emailaudit/get'];
