export { PresetsControl, type PresetsControlProps, type PresetSave } from './PresetsControl.tsx';
export {
  sanitizePresetName,
  duplicatePresetName,
  DUPLICATE_PRESET_MESSAGE,
  type PresetItem,
} from './presetName.ts';
export type { PresetsLabels } from './presetLabels.ts';
