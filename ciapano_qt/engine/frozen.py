"""``@frozen``: a frozen value class with slots, as ``@dataclass(frozen=True, slots=True)``
makes one, for classes defined at every start of the app (the events, ``View``, ``Seat``,
``Deal``, and a few of the app's own).

A dataclass writes and compiles six methods for each class when its module is imported
(~3.7M instructions a class: the eight events alone cost a twentieth of the app's start-up
beyond a bare window). ``@frozen`` compiles only ``__init__``, so that making a value stays
as fast as a dataclass's; the other methods are written once in ``_Frozen``. The fields are
the class's annotated names, in order (a value in the class body is a default); they become
``__slots__``, ``__match_args__`` and the arguments of ``__init__``. Equality (same class,
same fields), hashing, ``repr``, immutability (``dataclasses.FrozenInstanceError``), copying
and pickling behave as a frozen dataclass's. The class is not a dataclass:
``dataclasses.fields`` and ``replace`` do not apply to it."""

from __future__ import annotations

import inspect
from dataclasses import Field, FrozenInstanceError
from types import CodeType, FunctionType
from typing import Any, TypeVar, dataclass_transform

T = TypeVar("T")

_TEMPLATES: dict[int, CodeType] = {}  # an __init__ setting n fields, by n


def _init_code(names: tuple[str, ...], qualname: str) -> CodeType:
    """The code of an ``__init__`` that sets the fields ``names`` from its arguments.

    Compiling a function costs as much as the rest of making the class (the parser, ~0.5M
    instructions): one template is compiled for each number of fields, and each class gets a
    copy with its own names (the arguments and the attribute names are the code's local
    names and constants, so the bytecode is the same)."""
    count = len(names)
    template = _TEMPLATES.get(count)
    if template is None:
        params = "".join(f", _f{i}" for i in range(count))
        body = "\n".join(f" _set(self, '_f{i}', _f{i})" for i in range(count)) or " pass"
        made: dict[str, Any] = {}
        exec(f"def __init__(self{params}):\n{body}", {}, made)
        template = _TEMPLATES[count] = made["__init__"].__code__
    fields = {f"_f{i}": name for i, name in enumerate(names)}
    return template.replace(
        co_varnames=("self", *names),
        co_consts=tuple(fields.get(c, c) if isinstance(c, str) else c for c in template.co_consts),
        co_name="__init__",
        co_qualname=qualname,
    )


class _Frozen:
    __slots__: tuple[str, ...] = ()

    def _values(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in self.__slots__)

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__slots__)
        return f"{type(self).__qualname__}({fields})"

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            assert isinstance(other, _Frozen)
            return self._values() == other._values()
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._values())

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __getstate__(self) -> tuple[Any, ...]:
        return self._values()

    def __setstate__(self, state: tuple[Any, ...]) -> None:
        for name, value in zip(self.__slots__, state, strict=True):
            object.__setattr__(self, name, value)


@dataclass_transform(frozen_default=True)
def frozen(cls: type[T]) -> type[T]:
    """The class remade with its annotated names as slots and a compiled ``__init__``; a
    value given to a field in the class body is its default (no ``dataclasses.field``)."""
    annotations = inspect.get_annotations(cls)
    names = tuple(annotations)
    namespace = {k: v for k, v in cls.__dict__.items() if k not in ("__dict__", "__weakref__")}
    defaults = {name: namespace.pop(name) for name in names if name in namespace}
    if any(isinstance(value, Field) for value in defaults.values()):
        raise TypeError(f"{cls.__qualname__}: @frozen takes plain defaults, not field()")
    first = next((i for i, n in enumerate(names) if n in defaults), len(names))
    late = [n for n in names[first:] if n not in defaults]
    if late:  # as the def of an __init__ would refuse it
        raise TypeError(f"{cls.__qualname__}: field {late[0]!r} without a default after defaults")
    init = FunctionType(
        _init_code(names, f"{cls.__qualname__}.__init__"),
        {"_set": object.__setattr__},
        "__init__",
        tuple(defaults[n] for n in names if n in defaults) or None,
    )
    init.__module__ = cls.__module__
    init.__annotations__ = {**annotations, "return": None}
    namespace.update(
        __slots__=names, __match_args__=names, __init__=init, __qualname__=cls.__qualname__
    )
    return type(cls.__name__, (_Frozen,), namespace)
