import type { Device } from '@conecta/contracts/devices';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState } from 'react';
import { DeviceDetails } from './DeviceDetails';
import { DeviceHistory } from './DeviceHistory';
import type { DeviceText } from './labels';

/** A device's fields and its history, one tab each; the history loads only when its tab opens. */
export function DeviceTabs({ device, text }: { device: Device; text: DeviceText }) {
  const [tab, setTab] = useState<'details' | 'history'>('details');
  const tabsId = useId();
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_event, next) => setTab(next)}
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="details"
          label={text.t('details')}
          id={`${tabsId}-details`}
          aria-controls={`${tabsId}-details-panel`}
        />
        <Tab
          value="history"
          label={text.t('history')}
          id={`${tabsId}-history`}
          aria-controls={`${tabsId}-history-panel`}
          data-testid="device-history-tab"
        />
      </Tabs>
      {/* Focusable, so a keyboard user can scroll a long device or history (WCAG 2.1.1). */}
      <Box tabIndex={0} sx={{ flexGrow: 1, overflowY: 'auto', px: 3, py: 2, outlineOffset: -2 }}>
        {tab === 'details' ? (
          <Box role="tabpanel" id={`${tabsId}-details-panel`} aria-labelledby={`${tabsId}-details`}>
            <DeviceDetails device={device} text={text} />
          </Box>
        ) : (
          <Box
            role="tabpanel"
            id={`${tabsId}-history-panel`}
            aria-labelledby={`${tabsId}-history`}
            data-testid="device-history"
          >
            <DeviceHistory deviceId={device.id} text={text} />
          </Box>
        )}
      </Box>
    </>
  );
}
