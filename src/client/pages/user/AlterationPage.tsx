// 找回密码 (/user/alteration) in four steps: 1 the account name, 2 phone + SMS code (smsmode 2),
// checked by phoneVerification which answers a single-use reset ticket, 3 the new password, spent
// with passwordChange, 4 done, back to the login page after a countdown.
import { Steps } from 'antd';
import { useState } from 'react';
import { ACCOUNT_TEXTS } from '../../../shared/account/account-texts';
import { LOGIN_FORM_TEXTS } from '../../../shared/texts';
import { ACCOUNT_PAGE_STYLES } from './accountPageStyles';
import {
  AlterationAccountStep,
  AlterationDoneStep,
  AlterationPasswordStep,
  AlterationPhoneStep,
} from './AlterationSteps';

export interface AlterationState {
  username: string;
  phone: string;
  ticket: string;
}

export default function AlterationPage() {
  const [step, setStep] = useState(0);
  const [state, setState] = useState<AlterationState>({ username: '', phone: '', ticket: '' });
  const update = (next: Partial<AlterationState>, nextStep: number) => {
    setState((previous) => ({ ...previous, ...next }));
    setStep(nextStep);
  };

  return (
    <div style={ACCOUNT_PAGE_STYLES.alteration}>
      <h3 style={ACCOUNT_PAGE_STYLES.title}>{LOGIN_FORM_TEXTS.alterationTitle}</h3>
      <Steps
        current={step}
        size="small"
        labelPlacement="vertical"
        items={ACCOUNT_TEXTS.steps.map((title) => ({ title }))}
      />
      <div style={ACCOUNT_PAGE_STYLES.alterationBody}>
        {step === 0 && <AlterationAccountStep state={state} onNext={(username) => update({ username }, 1)} />}
        {step === 1 && (
          <AlterationPhoneStep
            state={state}
            onBack={() => setStep(0)}
            onNext={(phone, ticket) => update({ phone, ticket }, 2)}
          />
        )}
        {step === 2 && (
          <AlterationPasswordStep state={state} onBack={() => setStep(1)} onNext={() => setStep(3)} />
        )}
        {step === 3 && <AlterationDoneStep />}
      </div>
    </div>
  );
}
