// The entity pages' words in the user's language: an entity's name, a field's label and hint, a
// field's problem, a cell's text (yes and no, unlimited, dates and counts in the user's formats)
// and a change's action. Field names are the contract's; each has a label in the management
// namespace (management.json, "field").
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../format/useFormatters.ts';
import type { EntityCode } from './entityCatalogue.ts';
import type { FieldProblem } from './formValues.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export function useEntityTexts() {
  const { t: typed, i18n } = useTranslation(['management', 'common', 'report']);
  const t = typed as unknown as Translate;
  const format = useFormatters();
  return useMemo(() => {
    const has = (key: string) => i18n.exists(`management:${key}`);
    const fieldLabel = (name: string) => (has(`field.${name}`) ? t(`field.${name}`) : name);
    /** a value chosen from a list, in words: a module's or metric's name, a severity */
    const option = (field: string, value: string): string => {
      if (field === 'metrics' || field === 'metric')
        return i18n.exists(`report:metric.${value}`) ? t(`report:metric.${value}`) : value;
      const key = `option.${field === 'modules' ? 'module' : field}.${value}`;
      return has(key) ? t(key) : value;
    };
    return {
      t,
      format,
      entityName: (code: EntityCode) => t(`entity.${code}.title`),
      entityOne: (code: EntityCode) => t(`entity.${code}.one`),
      entityMany: (code: EntityCode) => t(`entity.${code}.many`),
      fieldLabel,
      option,
      fieldHint: (name: string) => (has(`hint.${name}`) ? t(`hint.${name}`) : undefined),
      problem: (problem: FieldProblem): string => {
        const bounds = { minimum: problem.minimum, maximum: problem.maximum };
        switch (problem.code) {
          case 'required':
            return t('problem.required');
          case 'too_small':
            return problem.origin === 'string' && problem.minimum === 1
              ? t('problem.required')
              : t(`problem.tooSmall.${problem.origin === 'string' ? 'text' : 'value'}`, bounds);
          case 'too_big':
            return t(`problem.tooBig.${problem.origin === 'string' ? 'text' : 'value'}`, bounds);
          case 'invalid_json':
            return t('problem.json');
          case 'invalid_format':
            return t('problem.format');
          case 'invalid_value':
            return t('problem.choice');
          case 'invalid_type':
            return t('problem.type');
          default:
            return t('problem.other', { message: problem.message ?? '' });
        }
      },
      /** a cell's text; null is "unlimited" for a limit, a dash otherwise */
      cell: (field: string, value: unknown): string => {
        if (value === null || value === undefined)
          return field.endsWith('_limit') ? t('cell.unlimited') : '—';
        if (typeof value === 'boolean') return value ? t('cell.yes') : t('cell.no');
        if (typeof value === 'number') return format.count(value);
        if (Array.isArray(value))
          return value
            .map((item) =>
              typeof item === 'object' ? JSON.stringify(item) : option(field, String(item)),
            )
            .join(', ');
        if (typeof value === 'object') return JSON.stringify(value);
        const text = String(value);
        return isoDateTime.test(text) ? format.dateTime(text) : option(field, text);
      },
      action: (action: string) => (has(`action.${action}`) ? t(`action.${action}`) : action),
    };
  }, [t, i18n, format]);
}

export type EntityTexts = ReturnType<typeof useEntityTexts>;
