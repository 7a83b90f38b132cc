#!/usr/bin/env bash
# Builds the rig firmware (Arduino core + SPI + sketch) with Debian's AVR toolchain into
# build/quartermaster.hex and prints its flash and RAM use. `npm run firmware` calls this.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
avr=/usr/share/arduino/hardware/arduino/avr
missing=()
for tool in avr-gcc avr-g++ avr-objcopy avr-size; do command -v "$tool" >/dev/null || missing+=("$tool"); done
[ -f /usr/lib/avr/include/avr/io.h ] || missing+=("avr-libc")
[ -f "$avr/cores/arduino/Arduino.h" ] || missing+=("arduino-core-avr")
if [ ${#missing[@]} -gt 0 ]; then
  echo "firmware: missing ${missing[*]}; install with: apt-get install -y gcc-avr binutils-avr avr-libc arduino-core-avr" >&2
  exit 1
fi

out="${QM_BUILD_DIR:-$here/build}"
mkdir -p "$out"
# Test workers may build at the same time: one build at a time, and the hex replaced atomically.
exec 9>"$out/.lock"
flock 9
obj="$(mktemp -d "$out/obj.XXXXXX")"
trap 'rm -rf "$obj"' EXIT
inc=(-I"$avr/cores/arduino" -I"$avr/variants/standard" -I"$avr/libraries/SPI/src" -I"$here/quartermaster")
common=(-mmcu=atmega328p -DF_CPU=16000000L -DARDUINO=10807 -DARDUINO_AVR_NANO -DARDUINO_ARCH_AVR
  -DDECIMAL_DIG=__DECIMAL_DIG__ -Os -flto -ffunction-sections -fdata-sections -Wall "${inc[@]}")
cxx=(-std=gnu++11 -fpermissive -fno-exceptions -fno-threadsafe-statics)

objs=()
compile() { # source, object name
  local src="$1" o="$obj/$2.o"
  case "$src" in
    *.c) avr-gcc "${common[@]}" -std=gnu11 -c "$src" -o "$o" ;;
    *.S) avr-gcc "${common[@]}" -x assembler-with-cpp -c "$src" -o "$o" ;;
    *) avr-g++ "${common[@]}" "${cxx[@]}" -c "$src" -o "$o" ;;
  esac
  objs+=("$o")
}
for src in "$avr"/cores/arduino/*.{c,cpp,S} "$avr/libraries/SPI/src/SPI.cpp"; do
  [ -f "$src" ] && compile "$src" "core-$(basename "$src")"
done
for src in "$here"/quartermaster/*.cpp; do compile "$src" "qm-$(basename "$src")"; done
# The Arduino IDE's entry point must stay valid C++ too (the IDE prepends Arduino.h).
avr-g++ "${common[@]}" "${cxx[@]}" -include Arduino.h -x c++ -fsyntax-only "$here/quartermaster/quartermaster.ino"

# -w on the link: avr-gcc 5.4's LTO warns about the core's own ISR names.
avr-g++ -mmcu=atmega328p -Os -flto -fuse-linker-plugin -w -Wl,--gc-sections -o "$obj/quartermaster.elf" "${objs[@]}" -lm
avr-objcopy -O ihex -R .eeprom "$obj/quartermaster.elf" "$obj/quartermaster.hex"
mv -f "$obj/quartermaster.elf" "$out/quartermaster.elf"
mv -f "$obj/quartermaster.hex" "$out/quartermaster.hex"
read -r text data bss _ < <(avr-size -A "$out/quartermaster.elf" | awk '/^\.text/{t=$2} /^\.data/{d=$2} /^\.bss/{b=$2} END{print t, d, b, 0}')
flash=$((text + data)); ram=$((data + bss))
# The report also stays beside the hex: the tests read it instead of building again.
printf 'firmware: %s\n  flash %d of 32256 bytes (%d%%), RAM %d of 2048 bytes (%d%%) before the stack\n' \
  "$out/quartermaster.hex" "$flash" $((flash * 100 / 32256)) "$ram" $((ram * 100 / 2048)) | tee "$out/size.txt"
