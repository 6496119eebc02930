import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { CloseIcon } from '../Icon/icons.tsx';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import type { Density } from '../theme/tokens.ts';
import { Overlay, PanelDialog, PanelHeader, PanelHeading, Sheet } from './ReportLayout.styles.ts';

/** How many columns a report's panels use; auto fits as many as the width allows. */
export type ReportColumns = 'auto' | 'one' | 'two' | 'three';

export interface ReportLayoutValue {
  layout: ReportColumns;
  density: Density;
}

export interface ReportLayoutLabels {
  title: string;
  layout: string;
  density: string;
  close: string;
  auto: string;
  one: string;
  two: string;
  three: string;
  spacious: string;
  compact: string;
}

const defaultLabels: ReportLayoutLabels = {
  title: 'Report layout',
  layout: 'Columns',
  density: 'Density',
  close: 'Close',
  auto: 'Auto',
  one: 'One column',
  two: 'Two columns',
  three: 'Three columns',
  spacious: 'Spacious',
  compact: 'Compact',
};

const columnChoices: ReportColumns[] = ['auto', 'one', 'two', 'three'];
const densityChoices: Density[] = ['spacious', 'compact'];

export interface ReportLayoutProps {
  isOpen: boolean;
  value: ReportLayoutValue;
  /** Called on every choice, so the report behind the panel follows it at once. */
  onChange: (value: ReportLayoutValue) => void;
  /** Called on the close button, Escape or a click outside: the app saves the preferences then. */
  onClose: () => void;
  labels?: Partial<ReportLayoutLabels>;
  /** Further sections below density, e.g. the report's dimensions and metrics. */
  children?: ReactNode;
}

/** The report-layout side panel (spec sections 2 and 4): columns and density of a report. */
export function ReportLayout({
  isOpen,
  value,
  onChange,
  onClose,
  labels,
  children,
}: ReportLayoutProps) {
  const text = { ...defaultLabels, ...labels };
  return (
    <Overlay
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Sheet>
        <PanelDialog aria-label={text.title}>
          <PanelHeader>
            <PanelHeading slot="title">{text.title}</PanelHeading>
            <Button
              variant="ghost"
              icon={<CloseIcon />}
              aria-label={text.close}
              onPress={onClose}
            />
          </PanelHeader>
          <RadioGroup
            label={text.layout}
            value={value.layout}
            onChange={(layout) => onChange({ ...value, layout: layout as ReportColumns })}
          >
            {columnChoices.map((choice) => (
              <Radio key={choice} value={choice}>
                {text[choice]}
              </Radio>
            ))}
          </RadioGroup>
          <RadioGroup
            label={text.density}
            value={value.density}
            onChange={(density) => onChange({ ...value, density: density as Density })}
          >
            {densityChoices.map((choice) => (
              <Radio key={choice} value={choice}>
                {text[choice]}
              </Radio>
            ))}
          </RadioGroup>
          {children}
        </PanelDialog>
      </Sheet>
    </Overlay>
  );
}
