import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { PickersLocalization, pickerPacks } from './PickersLocalization';
import { usesTwelveHourClock } from './timeFormat';

function renderPicker(language: string) {
  return render(
    <PickersLocalization language={language} fallback={<p>…</p>}>
      <StaticDateTimePicker
        defaultValue={new Date(2025, 4, 12, 14, 3)}
        ampm={usesTwelveHourClock(language)}
        slotProps={{ actionBar: { actions: ['cancel', 'accept'] } }}
      />
    </PickersLocalization>,
  );
}

describe('date pickers in the console’s language', () => {
  // The packs are transformed once here, rather than inside the first test's time.
  beforeAll(() => Promise.all(['ar', 'pt-BR', 'tr'].map((language) => pickerPacks.load(language))), 60_000);

  it('speak Arabic, buttons and labels, with a 12-hour clock', async () => {
    renderPicker('ar');
    expect(await screen.findByRole('button', { name: 'موافق' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'إلغاء' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'الشهر التالي' })).toBeVisible();
    expect(screen.getByText('اختر التاريخ والوقت')).toBeVisible();
    // Day and month names from date-fns' Arabic: May is مايو.
    expect(screen.getAllByText(/مايو/).length).toBeGreaterThan(0);
    // The 12-hour clock offers its am/pm choice.
    expect(screen.getByRole('button', { name: /^(م|PM)$/ })).toBeInTheDocument();
  });

  it('use the library’s own packs for Portuguese and Turkish, on a 24-hour clock', async () => {
    const portuguese = renderPicker('pt-BR');
    expect(await screen.findByRole('button', { name: 'Próximo mês' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^(AM|PM)$/ })).not.toBeInTheDocument();
    portuguese.unmount();

    renderPicker('tr');
    expect(await screen.findByRole('button', { name: 'Sonraki ay' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tamam' })).toBeVisible();
  });
});
