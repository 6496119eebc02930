import { useId } from 'react';
import { Button } from '../Button/Button.tsx';
import { isRangeIncomplete, type RunRange } from './reportRange.ts';
import { Reason, Row } from './ReportButton.styles.ts';

export interface ReportButtonProps {
  onPress: () => void;
  /** The run bar's time range, when the report has one. */
  range?: RunRange | null;
  /** While the report loads: keeps focus and ignores presses. */
  isPending?: boolean;
  isDisabled?: boolean;
  children?: string;
  /** Shown beside the disabled button when the range lacks a start or end (spec section 8). */
  incompleteRangeText?: string;
}

/** Runs the report with the run bar's settings; disabled while a range lacks start or end. */
export function ReportButton({
  onPress,
  range,
  isPending,
  isDisabled = false,
  children = 'Run report',
  incompleteRangeText = 'Custom range requires start and end date',
}: ReportButtonProps) {
  const incomplete = isRangeIncomplete(range);
  const reasonId = useId();
  return (
    <Row>
      <Button
        variant="primary"
        onPress={onPress}
        isPending={isPending}
        isDisabled={isDisabled || incomplete}
        aria-describedby={incomplete ? reasonId : undefined}
      >
        {children}
      </Button>
      {incomplete && <Reason id={reasonId}>{incompleteRangeText}</Reason>}
    </Row>
  );
}
