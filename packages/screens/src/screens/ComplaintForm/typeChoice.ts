/** Pure rules of the complaint form's type: which one the address names, and what is still to choose. */
import { COLLECTION_TYPE } from '../ComplaintEntry/complaintChoice';
import type { ComplaintTypeOption } from '../ComplaintEntry/ProblemTypeList';

/** The type a complaint is filed under, and (collection only) its sub-type. */
export interface ChosenComplaintType {
  problemType?: string;
  problemSonType?: string;
}

/** What the address of /complainPageNext may say about the type. */
export interface TypeParams {
  problemType?: string | null;
  problemSonType?: string | null;
  /** The spec's param: the type's 0-based position in the types list (as `selectedIndex` is for the new entry). */
  problemIndex?: string | null;
}

const position = (text: string | null | undefined) =>
  text != null && /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : undefined;

/**
 * The type and sub-type the address names, when the server lists them: `problemType` (what the old entry
 * sends) first, else the spec's `problemIndex` as a position in `types`. An unknown value, a position off
 * the list or a sub-type the server does not list is dropped: the form then asks for it.
 */
export function typeFromAddress(
  params: TypeParams,
  types: readonly ComplaintTypeOption[],
  subTypes: readonly ComplaintTypeOption[],
): ChosenComplaintType {
  const byValue = types.find((t) => params.problemType != null && t.value === params.problemType.trim());
  const index = position(params.problemIndex);
  const type = byValue ?? (index === undefined ? undefined : types[index]);
  if (!type) return {};
  const sub =
    type.value === COLLECTION_TYPE
      ? subTypes.find((s) => params.problemSonType != null && s.value === params.problemSonType.trim())
      : undefined;
  return { problemType: type.value, ...(sub ? { problemSonType: sub.value } : {}) };
}

/**
 * What the borrower still has to choose before a complaint can be sent: the type, collection's sub-type
 * (when the server lists any), or nothing.
 */
export function missingChoice(
  chosen: ChosenComplaintType,
  subTypes: readonly ComplaintTypeOption[],
): 'type' | 'subType' | null {
  if (!chosen.problemType) return 'type';
  if (chosen.problemType === COLLECTION_TYPE && subTypes.length > 0 && !chosen.problemSonType)
    return 'subType';
  return null;
}

/** A new type chosen: a sub-type belongs only to collection, and to the type it was chosen under. */
export function chooseFormType(chosen: ChosenComplaintType, problemType: string): ChosenComplaintType {
  if (chosen.problemType === problemType) return chosen;
  return { problemType };
}

/** The form's type at a glance: what the address names, whether the borrower is asked, what a save files. */
export interface FormTypeState {
  fromAddress: ChosenComplaintType;
  /** The address names no complete type: the form shows the types to choose from. */
  asking: boolean;
  /** What the choice shows as chosen: the borrower's choice, else what the address named. */
  shown: ChosenComplaintType;
  /** What a save is filed under: complete, or {} (no save may leave). */
  filed: ChosenComplaintType;
}

/** The form's type from the address, the server's lists (null while loading) and the borrower's choice. */
export function formTypeState(
  address: TypeParams,
  lists: { types: readonly ComplaintTypeOption[]; subTypes: readonly ComplaintTypeOption[] } | null,
  chosen: ChosenComplaintType,
): FormTypeState {
  if (!lists) return { fromAddress: {}, asking: false, shown: {}, filed: {} };
  const fromAddress = typeFromAddress(address, lists.types, lists.subTypes);
  const asking = missingChoice(fromAddress, lists.subTypes) !== null;
  const shown = asking && chosen.problemType ? chosen : fromAddress;
  const filed = missingChoice(shown, lists.subTypes) ? {} : shown;
  return { fromAddress, asking, shown, filed };
}
