import { describe, expect, it } from 'vitest';
import type { AssortmentPrice, Contract } from '../../api/generated/model';
import { i18n } from '../../i18n/i18n';
import {
  draftsOf,
  emptyRegistration,
  fromDraft,
  stepOf,
  toConsiderations,
  toContractDetails,
  toMapElements,
  toNewDraft,
  toUpdatedContract,
  totalVolume,
  validateStep,
  type RegistrationValues,
} from './registration';

const today = '2026-11-23';

/** validateStep's messages as the person reads them (the tests run in Norwegian). */
const validated = (...args: Parameters<typeof validateStep>): Partial<Record<string, string>> =>
  Object.fromEntries(
    Object.entries(validateStep(...args)).map(([field, message]) => [field, i18n._(message)]),
  );

const filled: RegistrationValues = {
  ...emptyRegistration,
  propertyId: 'property-1',
  loggingType: 100000000,
  operationType: 2,
  harvestFrom: '2027-01-10',
  harvestTo: '2027-03-31',
  harvestArea: [
    { latitude: 60.88, longitude: 10.94 },
    { latitude: 60.881, longitude: 10.94 },
    { latitude: 60.881, longitude: 10.942 },
  ],
  landingPoint: { latitude: 60.8795, longitude: 10.9395 },
  supplyPointId: 'supply-1',
  volumes: { 'gran-sag': 120, 'furu-massevirke': 40 },
  answers: { culturalHeritage: 'no', retentionTrees: 'yes' },
  comment: 'Vei fram til velteplassen er brøytet om vinteren.',
};

const assortments: AssortmentPrice[] = [
  { id: 'gran-sag', name: 'Sagtømmer gran', treeSpecies: 'rpBallert', pricePerCubicMetre: 640 },
  { id: 'furu-massevirke', name: 'Massevirke furu', treeSpecies: 'furu', pricePerCubicMetre: 330 },
  { id: 'bio', name: 'GFL biovirke', treeSpecies: null, pricePerCubicMetre: 220 },
];

const savedDraft: Contract = {
  contractId: 'contract-9',
  contractNumber: 'TI-2026-009',
  operationType: 1,
  status: 100000001,
  createdDate: '2026-11-20T09:00:00Z',
  signatureState: 2,
  accountId: 'account-1',
  timberRegistration: 100000006,
  registrationStep: 3,
};

describe('validateStep', () => {
  it('asks for every field of step 1 in Norwegian', () => {
    expect(validated(1, emptyRegistration, { today })).toEqual({
      propertyId: 'Velg hvilken eiendom tømmeret skal hogges på',
      loggingType: 'Velg hogstform',
      operationType: 'Velg driftsform',
      harvestFrom: 'Skriv inn når hogsten tidligst kan starte',
      harvestTo: 'Skriv inn når hogsten senest bør være ferdig',
    });
    expect(validated(1, filled, { today })).toEqual({});
  });

  it('refuses a period that starts in the past or ends before it starts, and half-typed dates', () => {
    expect(validated(1, { ...filled, harvestFrom: '2026-11-22' }, { today }).harvestFrom).toBe(
      'Startdatoen kan ikke være tilbake i tid',
    );
    expect(validated(1, { ...filled, harvestFrom: today }, { today }).harvestFrom).toBeUndefined();
    expect(validated(1, { ...filled, harvestTo: '2027-01-09' }, { today }).harvestTo).toBe(
      'Sluttdatoen kan ikke være før startdatoen',
    );
    expect(
      validated(1, { ...filled, harvestFrom: null, harvestFromProblem: 'invalidDate' }, { today })
        .harvestFrom,
    ).toMatch(/DD\.MM\.ÅÅÅÅ/);
    expect(
      validated(1, { ...filled, harvestFrom: null, harvestFromProblem: 'minDate' }, { today }).harvestFrom,
    ).toBe('Startdatoen kan ikke være tilbake i tid');
  });

  it('lets step 2 be done on the map or in words, never demanding both', () => {
    const nothing = { ...filled, harvestArea: null, landingPoint: null };
    expect(Object.keys(validated(2, nothing, { today }))).toEqual(['harvestArea', 'landingPoint']);
    expect(validated(2, filled, { today })).toEqual({});
    const inWords = { ...nothing, describeInText: true, placeDescription: 'Teigen nord for Sjøvegen' };
    expect(validated(2, inWords, { today })).toEqual({});
    expect(validated(2, { ...inWords, placeDescription: ' kort ' }, { today })).toHaveProperty(
      'placeDescription',
    );
  });

  it('needs a volume for at least one assortment on step 3', () => {
    expect(validated(3, { ...filled, volumes: { 'gran-sag': 0 } }, { today })).toEqual({
      volumes: 'Skriv inn anslått volum for minst ett sortiment',
    });
    expect(validated(3, filled, { today })).toEqual({});
  });

  it('needs an answer to each question asked on step 4', () => {
    const questions = [
      { id: 'culturalHeritage' as const, text: 'Kulturminner?' },
      { id: 'bufferZones' as const, text: 'Kantsoner?' },
    ];
    expect(validated(4, filled, { today, questions })).toEqual({
      'answer-bufferZones': 'Svar ja eller nei',
    });
  });
});

describe('what travels to the API', () => {
  it('saves a new registration as a draft with the step to come back to', () => {
    expect(toNewDraft(filled, 3, 'account-1', 'contact-1')).toEqual({
      accountId: 'account-1',
      operationType: 2,
      propertyId: 'property-1',
      loggingType: 100000000,
      wishedHarvestFrom: '2027-01-10',
      wishedHarvestTo: '2027-03-31',
      placeDescription: null,
      supplyPointId: 'supply-1',
      comment: 'Vei fram til velteplassen er brøytet om vinteren.',
      registrationStep: 3,
      timberRegistration: 100000006,
      portalChangedBy: 'contact-1',
    });
  });

  it('sends a draft by turning it into a registration (100000000)', () => {
    const sent = toUpdatedContract(savedDraft, filled, 4, true);
    expect(sent.contractId).toBe('contract-9');
    expect(sent.timberRegistration).toBe(100000000);
    expect(sent.operationType).toBe(2);
    expect(toUpdatedContract(savedDraft, filled, 4, false).timberRegistration).toBe(100000006);
  });

  it('sends the drawing as map elements, and none when the place is described in words', () => {
    expect(toMapElements(filled).map((element) => [element.elementType, element.geometryType])).toEqual([
      ['harvestArea', 'Polygon'],
      ['landingPoint', 'Point'],
    ]);
    expect(toMapElements({ ...filled, describeInText: true })).toEqual([]);
  });

  it('makes one contract line per assortment with a volume, without price or name (the API prices it)', () => {
    expect(toContractDetails(filled, 'contract-9', assortments)).toEqual([
      { contractId: 'contract-9', assortmentId: 'gran-sag', volume: 120 },
      { contractId: 'contract-9', assortmentId: 'furu-massevirke', volume: 40 },
    ]);
    expect(totalVolume(filled.volumes)).toBe(160);
  });

  it('encodes the answers in the codes of spec §3, private by the operation type', () => {
    const body = toConsiderations(filled, 'contract-9');
    expect(body).toMatchObject({
      contractId: 'contract-9',
      privateOperation: true,
      culturalHeritage: 961700001,
      retentionTrees: 961700000,
      bufferZones: null,
    });
    expect(toConsiderations({ ...filled, operationType: 1 }, 'contract-9').privateOperation).toBe(false);
  });

  it('reads a saved draft back into exactly the values that were saved', () => {
    const contract = toUpdatedContract(savedDraft, filled, 3, false);
    // As the API stores them: the name and price are its own.
    const details = toContractDetails(filled, 'contract-9', assortments).map((line) => ({
      ...line,
      assortmentName: line.assortmentId,
      pricePerUnit: 1,
    }));
    const back = fromDraft(contract, details, toMapElements(filled), toConsiderations(filled, 'contract-9'));
    expect(back).toEqual(filled);
  });

  it('continues a draft on the step it was left on, and offers the newest draft first', () => {
    expect(stepOf(3)).toBe(3);
    expect(stepOf(null)).toBe(1);
    expect(stepOf(7)).toBe(1);
    const older = { ...savedDraft, contractId: 'old', createdDate: '2026-10-01T09:00:00Z' };
    const sent = { ...savedDraft, contractId: 'sent', timberRegistration: 100000000 as const };
    expect(draftsOf([older, sent, savedDraft]).map((draft) => draft.contractId)).toEqual([
      'contract-9',
      'old',
    ]);
  });
});
