// The TypeBox builders the protocol's schemas are written with, taken one by one: a bundle (the
// tablet's) then holds these of TypeBox's and not its whole `Type` namespace.
import {
  Array as TypeArray,
  Boolean as TypeBoolean,
  Composite,
  Integer,
  Literal,
  Null,
  Number as TypeNumber,
  Object as TypeObject,
  Optional,
  Record as TypeRecord,
  Recursive,
  String as TypeString,
  Tuple,
  Union,
  Unknown,
} from '@sinclair/typebox';

export const Type = {
  Array: TypeArray,
  Boolean: TypeBoolean,
  Composite,
  Integer,
  Literal,
  Null,
  Number: TypeNumber,
  Object: TypeObject,
  Optional,
  Record: TypeRecord,
  Recursive,
  String: TypeString,
  Tuple,
  Union,
  Unknown,
};
