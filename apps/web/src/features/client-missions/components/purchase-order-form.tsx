import { Box, Button, Stack, TextField } from '@mui/material';
import { BON_COMMANDE_MAX } from '@passerelle/shared/constants';
import { MSG } from '@passerelle/shared/messages';
import { contractsApi } from '@passerelle/shared/routes/contracts';
import { missionsApi } from '@passerelle/shared/routes/missions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiError, call, errorMessage } from '../../../lib/api-client';
import { invalidateRoutes } from '../../../lib/query-keys';

/** The rule of the server (packages/shared bonCommandeField), checked before sending: a message at once. */
function referenceProblem(reference: string): string | null {
  const trimmed = reference.trim();
  if (!trimmed) return MSG.bonCommandeRequired;
  if (trimmed.length > BON_COMMANDE_MAX) return MSG.bonCommandeTooLong;
  return null;
}

/**
 * The company's purchase-order reference for a mission (DECISIONS §6.5, cl/setBonCommande): any member sets
 * it; it is printed on the bon de commande while unsigned and on every invoice issued after it.
 */
export function PurchaseOrderForm({ missionId, current }: { missionId: number; current: string | null }) {
  const inputId = useId();
  const queryClient = useQueryClient();
  const [reference, setReference] = useState(current ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (value: string) => call(contractsApi.cl.setBonCommande, { missionId, reference: value }),
    onSuccess: () => invalidateRoutes(queryClient, missionsApi.cl.getMissions, contractsApi.cl.getContrats),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = referenceProblem(reference);
    setProblem(found);
    if (!found) save.mutate(reference.trim());
  };
  const serverError = save.error
    ? (save.error instanceof ApiError && save.error.errors.reference) || errorMessage(save.error, MSG.failed)
    : null;
  const message = problem ?? serverError;
  const unchanged = reference.trim() === (current ?? '');
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Bon de commande" sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          id={inputId}
          label="Bon de commande"
          placeholder="Référence interne, par exemple BC-2026-0042"
          size="small"
          value={reference}
          onChange={(event) => {
            setReference(event.target.value);
            setProblem(null);
            save.reset();
          }}
          error={message !== null}
          helperText={
            message ??
            (save.isSuccess
              ? MSG.bonCommandeSaved
              : `${BON_COMMANDE_MAX} caractères au plus. Imprimée sur le bon de commande tant qu’il n’est pas signé et sur les factures émises ensuite.`)
          }
          slotProps={{
            htmlInput: { maxLength: 60, autoComplete: 'off' },
            formHelperText: { role: save.isSuccess ? 'status' : undefined },
          }}
          sx={{ flex: 1, maxWidth: { sm: 480 } }}
        />
        <Button type="submit" variant="outlined" loading={save.isPending} disabled={unchanged && !save.isError}>
          Enregistrer
        </Button>
      </Stack>
    </Box>
  );
}
