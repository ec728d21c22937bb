import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { ParseKeys } from 'i18next';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { type LayoutConfig, type LayoutOption, layoutStyles, unavailableOptions } from '../layout/layoutModel';
import { derivedThemeNames, paletteNames } from '../palettes';
import { idleOptions } from './idleOptions';
import { settingsNamespace } from './locales';
import { SettingsDrawer, type SettingsPanelProps } from './SettingsDrawer';
import { changeSettings } from './saveSettings';
import {
  layoutOptionChanged,
  layoutStyleChosen,
  preferenceChanged,
  type ShellSettings,
  selectSettings,
  themeChosen,
} from './settingsSlice';
import { themeLabel } from './themeNames';

/**
 * One control of the Layout section. `label` and every choice are keys of the settings
 * namespace; a radio's choices are also the values it stores.
 */
type OptionControl =
  | { kind: 'radio'; option: LayoutOption; label: SettingsKey; choices: readonly SettingsKey[] }
  | { kind: 'switch'; option: LayoutOption; label: SettingsKey };
type SettingsKey = ParseKeys<typeof settingsNamespace>;

/** Every option of `LayoutConfig`, in the order the panel shows them (console-core §2.7). */
const pageOptions: readonly OptionControl[] = [
  { kind: 'radio', option: 'mode', label: 'mode', choices: ['boxed', 'fullwidth', 'container'] },
  { kind: 'radio', option: 'scroll', label: 'scroll', choices: ['body', 'content'] },
];

const regionOptions: readonly { label: SettingsKey; options: readonly OptionControl[] }[] = [
  {
    label: 'navbar',
    options: [
      { kind: 'switch', option: 'navbar.display', label: 'display' },
      { kind: 'switch', option: 'navbar.folded', label: 'folded' },
      { kind: 'radio', option: 'navbar.position', label: 'position', choices: ['left', 'right'] },
    ],
  },
  {
    label: 'toolbar',
    options: [
      { kind: 'switch', option: 'toolbar.display', label: 'display' },
      { kind: 'radio', option: 'toolbar.style', label: 'style', choices: ['fixed', 'static'] },
      { kind: 'radio', option: 'toolbar.position', label: 'position', choices: ['above', 'below'] },
    ],
  },
  {
    label: 'footer',
    options: [
      { kind: 'switch', option: 'footer.display', label: 'display' },
      { kind: 'radio', option: 'footer.style', label: 'style', choices: ['fixed', 'static'] },
      { kind: 'radio', option: 'footer.position', label: 'position', choices: ['above', 'below'] },
    ],
  },
  { label: 'leftSidePanel', options: [{ kind: 'switch', option: 'leftSidePanel.display', label: 'display' }] },
  { label: 'rightSidePanel', options: [{ kind: 'switch', option: 'rightSidePanel.display', label: 'display' }] },
];

/** The main theme is one of the presets; the regions may also take a theme derived from it. */
const mainThemeNames: readonly string[] = paletteNames;
const regionThemeNames: readonly string[] = [...paletteNames, ...derivedThemeNames];

const themeSelects: readonly { region: keyof ShellSettings['theme']; label: SettingsKey; names: readonly string[] }[] =
  [
    { region: 'main', label: 'mainTheme', names: mainThemeNames },
    { region: 'navbar', label: 'navbarTheme', names: regionThemeNames },
    { region: 'toolbar', label: 'toolbarTheme', names: regionThemeNames },
    { region: 'footer', label: 'footerTheme', names: regionThemeNames },
  ];

function optionValue(config: LayoutConfig, option: LayoutOption): string | boolean {
  const [first, second] = option.split('.') as [keyof LayoutConfig, string | undefined];
  const node = config[first] as unknown;
  return second === undefined ? (node as string) : ((node as Record<string, string | boolean>)[second] ?? '');
}

/** A radio group named by its visible label; fewer than four choices sit in one row. */
function RadioChoice({
  label,
  value,
  choices,
  disabled = false,
  reason,
  onChange,
}: {
  label: string;
  value: string;
  choices: readonly { value: string; label: string }[];
  disabled?: boolean;
  /** Why the choice is disabled, shown under it. */
  reason?: string;
  onChange(value: string): void;
}) {
  const labelId = useId();
  const reasonId = useId();
  return (
    <FormControl disabled={disabled} sx={{ display: 'flex' }}>
      <FormLabel id={labelId} sx={{ typography: 'body2' }}>
        {label}
      </FormLabel>
      <RadioGroup
        row={choices.length < 4}
        aria-labelledby={labelId}
        aria-disabled={disabled || undefined}
        aria-describedby={reason ? reasonId : undefined}
        value={value}
        onChange={(_event, next) => onChange(next)}
      >
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.value}
            value={choice.value}
            control={<Radio size="small" />}
            label={choice.label}
          />
        ))}
      </RadioGroup>
      {reason && <FormHelperText id={reasonId}>{reason}</FormHelperText>}
    </FormControl>
  );
}

function SwitchChoice({
  label,
  checked,
  disabled = false,
  reason,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  /** Why the switch is disabled, shown under it. */
  reason?: string;
  onChange(checked: boolean): void;
}) {
  const reasonId = useId();
  const control = (
    <FormControlLabel
      disabled={disabled}
      control={
        <Switch
          checked={checked}
          onChange={(_event, next) => onChange(next)}
          slotProps={{ input: { 'aria-describedby': reason ? reasonId : undefined } }}
        />
      }
      label={label}
    />
  );
  if (!reason) return control;
  return (
    <Stack>
      {control}
      <FormHelperText id={reasonId} sx={{ mt: 0 }}>
        {reason}
      </FormHelperText>
    </Stack>
  );
}

/** A titled part of the panel; `level` 3 for the sections, 4 for a region inside the Layout section. */
function Section({ title, level, children }: { title: string; level: 3 | 4; children: ReactNode }) {
  const titleId = useId();
  return (
    <Stack component="section" role="group" aria-labelledby={titleId} spacing={1}>
      <Typography
        id={titleId}
        component={`h${level}`}
        variant={level === 3 ? 'subtitle1' : 'subtitle2'}
        sx={{ fontWeight: 600, ...(level === 4 && { color: 'text.secondary' }) }}
      >
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * Theme Settings panel (console-core §2.6, §2.7, §3 "Settings"): the layout style and its options,
 * the themes of the main area, navbar, toolbar and footer, custom scrollbars and animations. Every
 * change is applied at once and saved (`changeSettings`).
 */
export default function ThemeSettingsPanel({ open, onOpen, onClose }: SettingsPanelProps) {
  const { t } = useTranslation(settingsNamespace);
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  const { style, config } = settings.layout;
  const unavailable = unavailableOptions(style, config);
  const idle = idleOptions(style);
  const change = (action: UnknownAction) => void dispatch(changeSettings(action));

  const renderOption = (control: OptionControl) => {
    const value = optionValue(config, control.option);
    const idleReason = idle.get(control.option);
    const disabled = unavailable.has(control.option) || idleReason !== undefined;
    const reason = idleReason && t(idleReason);
    if (control.kind === 'switch')
      return (
        <SwitchChoice
          key={control.option}
          label={t(control.label)}
          checked={value === true}
          disabled={disabled}
          reason={reason}
          onChange={(next) => change(layoutOptionChanged({ option: control.option, value: next }))}
        />
      );
    return (
      <RadioChoice
        key={control.option}
        label={t(control.label)}
        value={String(value)}
        choices={control.choices.map((choice) => ({ value: choice, label: t(choice) }))}
        disabled={disabled}
        reason={reason}
        onChange={(next) => change(layoutOptionChanged({ option: control.option, value: next }))}
      />
    );
  };

  return (
    <SettingsDrawer open={open} onOpen={onOpen} onClose={onClose} title={t('themeSettings')}>
      <Stack data-testid="theme-settings" spacing={3} sx={{ px: 2, pb: 3 }}>
        <Section title={t('layout')} level={3}>
          <RadioChoice
            label={t('style')}
            value={style}
            choices={layoutStyles.map((name) => ({ value: name, label: t(name) }))}
            onChange={(next) => change(layoutStyleChosen(next as (typeof layoutStyles)[number]))}
          />
          {unavailable.size > 0 && (
            <Alert severity="info" role="status">
              {t('unavailableNote')}
            </Alert>
          )}
          {pageOptions.map(renderOption)}
          {regionOptions.map((region) => (
            <Section key={region.label} title={t(region.label)} level={4}>
              {region.options.map(renderOption)}
            </Section>
          ))}
        </Section>
        <Divider />
        <Section title={t('themes')} level={3}>
          {themeSelects.map(({ region, label, names }) => {
            const current = settings.theme[region];
            return (
              <TextField
                key={region}
                select
                size="small"
                fullWidth
                label={t(label)}
                // A saved name this list does not offer shows as no choice rather than a wrong one.
                value={names.includes(current) ? current : ''}
                onChange={(event) => change(themeChosen({ region, name: event.target.value }))}
                slotProps={{ select: { renderValue: (value) => themeLabel(t, String(value)) } }}
                sx={{ mt: 1 }}
              >
                {names.map((name) => (
                  <MenuItem key={name} value={name} dense>
                    <ListItemText primary={themeLabel(t, name)} sx={{ my: 0 }} />
                  </MenuItem>
                ))}
              </TextField>
            );
          })}
        </Section>
        <Divider />
        <Stack>
          <SwitchChoice
            label={t('customScrollbars')}
            checked={settings.customScrollbars}
            onChange={(value) => change(preferenceChanged({ key: 'customScrollbars', value }))}
          />
          <SwitchChoice
            label={t('animations')}
            checked={settings.animations}
            onChange={(value) => change(preferenceChanged({ key: 'animations', value }))}
          />
        </Stack>
      </Stack>
    </SettingsDrawer>
  );
}
