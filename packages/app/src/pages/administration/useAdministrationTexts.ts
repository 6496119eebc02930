// The administration page's words in the user's language: roles and what each may do, a refusal
// of the server (memberProblems.ts) for the member it concerns, and dates and counts in the
// user's formats.
import { useMemo } from 'react';
import type { Role } from '@console/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../format/useFormatters.ts';
import type { MemberProblem } from './memberProblems.ts';

/** Who a refusal is about: the member's name and address. */
export interface ProblemSubject {
  member: string;
  email: string;
}

export function useAdministrationTexts() {
  const { t } = useTranslation(['administration', 'common']);
  const format = useFormatters();
  return useMemo(
    () => ({
      t,
      format,
      roleName: (role: Role) => t(`role.${role}`),
      roleHelp: (role: Role) => t(`role.help.${role}`),
      problem: (problem: MemberProblem, subject: ProblemSubject): string => {
        switch (problem.kind) {
          case 'alreadyMember':
            return t('problem.alreadyMember', { email: subject.email });
          case 'lastOwner':
            return t('problem.lastOwner', { member: subject.member });
          case 'limit':
            return problem.limit === null
              ? t('problem.limitUnknown')
              : t('problem.limit', {
                  count: problem.limit,
                  limit: format.count(problem.limit),
                  used: format.count(problem.count ?? problem.limit),
                });
          case 'invalid':
            return problem.field === 'user'
              ? t('problem.invalidEmail')
              : t('problem.invalid', { message: problem.message });
          case 'notFound':
            return t('problem.notFound', { member: subject.member });
          case 'forbidden':
            return t('problem.forbidden');
          case 'network':
            return t('problem.network');
          case 'failed':
            return t('problem.failed');
        }
      },
    }),
    [t, format],
  );
}

export type AdministrationTexts = ReturnType<typeof useAdministrationTexts>;
