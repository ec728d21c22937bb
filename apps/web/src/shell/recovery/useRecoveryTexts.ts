import { useAppSelector } from '../../app/hooks';
import { selectLanguage } from '../i18n/languageSlice';
import { type RecoveryTexts, recoveryTexts } from './recoveryTexts';

/** The recovery sentences in the user's language, without i18next (which may be what failed to load). */
export function useRecoveryTexts(): RecoveryTexts {
  return recoveryTexts[useAppSelector(selectLanguage)];
}
