import { useId, useState } from 'react';
import { FAULT_KINDS } from '@shell/mocks';
import type { FaultKind, FaultSpec } from '@shell/mocks';
import { useDemoController, useDemoState } from '../state/DemoContext';


/** Adds a fault (call × kind) to the URL's `fault` list; one fault per call, the newest wins. */
export function FaultPicker() {
  const controller = useDemoController();
  const { faults } = useDemoState();
  const [call, setCall] = useState('commonData');
  const [kind, setKind] = useState<FaultKind>('http-500');
  const callId = useId();
  const kindId = useId();
  const mocked = controller.backend !== null;
  // The calls the backend answers, grouped by the feature that owns them (its `mocks` entry).
  const groups = controller.backend?.callsByFeature ?? [];
  const isFaultTarget = (value: string) => value === '*' || groups.some((group) => group.calls.includes(value));

  const setFaults = (next: FaultSpec[]) => controller.navigate({ faults: next });
  const add = () => setFaults([...faults.filter((fault) => fault.call !== call), { call, kind }]);

  return (
    <fieldset className="fault-picker" disabled={!mocked}>
      <legend>Mock faults</legend>
      {!mocked && <p className="muted small">Faults need the mock backend; this build talks to a real API.</p>}
      <div className="fault-picker__row">
        <div className="field">
          <label htmlFor={callId}>Call</label>
          <select id={callId} value={call} onChange={(event) => isFaultTarget(event.target.value) && setCall(event.target.value)}>
            <option value="*">Every call (*)</option>
            {groups.map((group) => (
              <optgroup key={group.name} label={group.name}>
                {group.calls.map((id) => (
                  <option key={id} value={id}>
                    {id}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={kindId}>Fault</label>
          <select id={kindId} value={kind} onChange={(event) => setKind(FAULT_KINDS.find((faultKind) => faultKind === event.target.value) ?? kind)}>
            {FAULT_KINDS.map((faultKind) => (
              <option key={faultKind} value={faultKind}>
                {faultKind}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button button--primary" onClick={add}>
          Add fault
        </button>
      </div>
      {faults.length > 0 && (
        <ul className="fault-list" aria-label="Active faults">
          {faults.map((fault) => (
            <li key={fault.call} className="chip">
              <code>
                {fault.call}:{fault.kind}
              </code>
              <button
                type="button"
                className="chip__remove"
                aria-label={`Remove fault ${fault.call}:${fault.kind}`}
                onClick={() => setFaults(faults.filter((other) => other.call !== fault.call))}
              >
                ×
              </button>
            </li>
          ))}
          <li>
            <button type="button" className="button" onClick={() => setFaults([])}>
              Clear faults
            </button>
          </li>
        </ul>
      )}
    </fieldset>
  );
}
