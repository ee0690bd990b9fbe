import { message } from '@vetor/domain/messages';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { confirm } from '../../../lib/dialogs';

/**
 * Leaving a calculator with data asks 'Deseja voltar e sair da calculadora? Os dados preenchidos
 * serão perdidos.' (docs/product/calculators-patients-prescriptions-management.md §2). Only in-app navigation to another path is held: changing the query
 * (patient context) is not leaving.
 */
export function useLeaveConfirmation(dirty: boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let settled = false;
    confirm({
      title: 'Sair da calculadora',
      message: message('CALCULATOR_LEAVE_CONFIRMATION'),
      confirmLabel: 'Sair',
      cancelLabel: 'Continuar aqui',
    }).then((leave) => {
      if (settled) return;
      settled = true;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      settled = true;
    };
  }, [blocker]);
}
