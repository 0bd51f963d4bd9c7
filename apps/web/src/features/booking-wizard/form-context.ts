import { createFormContext } from '@mantine/form';
import type { WizardValues } from './wizard-form.ts';

export const [WizardFormProvider, useWizardFormContext, useWizardForm] = createFormContext<WizardValues>();
