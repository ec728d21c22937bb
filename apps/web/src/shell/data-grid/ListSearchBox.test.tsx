import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ListSearchBox } from './ListSearchBox';

/** The box over a value that stands for the URL's `q`; `onSearch` records each write. */
function renderBox(initial = '', clearLabel?: string) {
  const onSearch = vi.fn();
  let moveUrl: (value: string) => void = () => undefined;
  function Harness() {
    const [value, setValue] = useState(initial);
    moveUrl = setValue;
    return (
      <ListSearchBox
        value={value}
        onSearch={(next) => {
          onSearch(next);
          setValue(next);
        }}
        label="Search"
        testId="search"
        clearLabel={clearLabel}
      />
    );
  }
  render(<Harness />);
  return { onSearch, moveUrl: (value: string) => moveUrl(value), user: userEvent.setup() };
}

describe('ListSearchBox', () => {
  it('writes once, trimmed, when typing pauses', async () => {
    const { onSearch, user } = renderBox();
    await user.type(screen.getByTestId('search'), ' moto ');
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('moto'));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('search')).toHaveValue(' moto ');
  });

  it('searches at once on Enter', async () => {
    const { onSearch, user } = renderBox();
    await user.type(screen.getByTestId('search'), 'galaxy{Enter}');
    expect(onSearch).toHaveBeenCalledWith('galaxy');
  });

  it('shows the URL when it moves otherwise (back button, cleared filters)', async () => {
    const { onSearch, moveUrl } = renderBox('moto');
    expect(screen.getByTestId('search')).toHaveValue('moto');
    moveUrl('');
    await waitFor(() => expect(screen.getByTestId('search')).toHaveValue(''));
    // Following the URL is not a search of its own.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('offers a named clear button when asked to, which empties the search', async () => {
    const { onSearch, user } = renderBox('moto', 'Clear search');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByTestId('search')).toHaveValue('');
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith(''));
  });
});
