import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountPicker } from '../AccountPicker/AccountPicker.tsx';
import { ConstraintPicker } from '../ConstraintPicker/ConstraintPicker.tsx';
import { FiltersModal } from '../FiltersModal/FiltersModal.tsx';
import { MetricPicker } from '../MetricPicker/MetricPicker.tsx';
import { MonthPicker } from '../MonthPicker/MonthPicker.tsx';
import { PresetsControl } from '../PresetsControl/PresetsControl.tsx';
import { ReportButton } from '../ReportButton/ReportButton.tsx';
import { SearchField } from '../SearchField/SearchField.tsx';
import { TagsPicker } from '../TagsPicker/TagsPicker.tsx';
import { TimeRangePicker } from '../TimeRangePicker/TimeRangePicker.tsx';
import { UserPicker } from '../UserPicker/UserPicker.tsx';
import { RunBar } from './RunBar.tsx';

const now = new Date('2026-11-20T10:00:00Z');
const onRun = fn();

const deliveryControls = (
  <>
    <TimeRangePicker now={now} onChange={fn()} />
    <FiltersModal
      dimensions={[{ id: 'isp', caption: 'ISP', options: ['gmail.com', 'yahoo.com'] }]}
      value={[{ field: 'isp', op: 'IN', values: ['gmail.com'] }]}
      onApply={fn()}
    />
    <PresetsControl
      presets={[{ name: 'Weekly' }, { name: 'Gmail only', isDefault: true }]}
      value="Gmail only"
      onApply={fn()}
      onSave={fn()}
      onDelete={fn()}
    />
  </>
);

const meta = {
  title: 'RunBar/RunBar',
  component: RunBar,
  args: {
    children: deliveryControls,
    actions: (
      <ReportButton
        onPress={onRun}
        range={{ preset: 'yesterday', start: '2026-11-19T00:00:00Z', end: '2026-11-20T00:00:00Z' }}
      />
    ),
  },
} satisfies Meta<typeof RunBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The delivery report's run bar: Tab walks the controls in order, Enter runs the report. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toolbar = canvas.getByRole('toolbar', { name: 'Report settings' });
    const bar = within(toolbar);
    await userEvent.tab();
    await expect(bar.getByRole('button', { name: /Time range/ })).toHaveFocus();
    await userEvent.tab();
    await expect(bar.getByRole('button', { name: 'Filters 1' })).toHaveFocus();
    await userEvent.tab();
    await expect(bar.getByRole('button', { name: 'Presets: Gmail only' })).toHaveFocus();
    await userEvent.tab();
    await expect(bar.getByRole('button', { name: 'Run report' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onRun).toHaveBeenCalledTimes(1);
  },
};

/** The message search: time range, constraint, trimmed search text. */
export const Search: Story = {
  args: {
    'aria-label': 'Message search',
    children: (
      <>
        <TimeRangePicker now={now} defaultValue={{ preset: 'last24hours' }} onChange={fn()} />
        <ConstraintPicker value="email" onChange={fn()} />
        <SearchField placeholder="Recipient address" defaultValue="jane@example.com" />
      </>
    ),
    actions: <ReportButton onPress={fn()}>Search</ReportButton>,
  },
  play: async ({ canvasElement }) => {
    const toolbar = within(canvasElement).getByRole('toolbar', { name: 'Message search' });
    await expect(within(toolbar).getByRole('searchbox')).toHaveValue('jane@example.com');
  },
};

/** The admin usage report: metric, month, account and user. */
export const Usage: Story = {
  args: {
    'aria-label': 'Usage',
    children: (
      <>
        <MetricPicker value="volume" onChange={fn()} />
        <MonthPicker value="2026-10" now={now} onChange={fn()} />
        <AccountPicker
          accounts={[{ id: 'acme', name: 'Acme Mail' }]}
          value="acme"
          onChange={fn()}
        />
        <UserPicker
          users={[{ id: 'jane@acme.example', name: 'Jane van Dyke' }]}
          value={null}
          onChange={fn()}
        />
      </>
    ),
    actions: <ReportButton onPress={fn()}>Show usage</ReportButton>,
  },
  play: async ({ canvasElement }) => {
    const toolbar = within(canvasElement).getByRole('toolbar', { name: 'Usage' });
    await expect(within(toolbar).getByRole('button', { name: /Month/ })).toHaveTextContent(
      'October 2026',
    );
  },
};

/** A custom range without an end blocks the report button. */
export const IncompleteRange: Story = {
  args: {
    children: (
      <>
        <TimeRangePicker now={now} value={{ preset: 'custom', start: '2026-11-01T00:00:00Z' }} />
        <TagsPicker tags={['dedicated', 'shared']} value={['shared']} onChange={fn()} />
      </>
    ),
    actions: (
      <ReportButton onPress={fn()} range={{ preset: 'custom', start: '2026-11-01T00:00:00Z' }} />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Run report' })).toBeDisabled();
  },
};

/** On a phone every control takes a full row. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toolbar = canvas.getByRole('toolbar');
    const time = canvas.getByRole('button', { name: /Time range/ });
    const width = toolbar.getBoundingClientRect().width;
    await expect(time.getBoundingClientRect().width).toBeGreaterThan(width * 0.8);
  },
};
