#include "mfrc522.h"
#include <SPI.h>

namespace reg {
const uint8_t Command = 0x01, ComIrq = 0x04, Error = 0x06, FifoData = 0x09, FifoLevel = 0x0A,
              Control = 0x0C, BitFraming = 0x0D, Mode = 0x11, TxControl = 0x14, TxAsk = 0x15,
              TMode = 0x2A, TPrescaler = 0x2B, TReloadH = 0x2C, TReloadL = 0x2D, Version = 0x37;
}
namespace cmd {
const uint8_t Idle = 0x00, Transceive = 0x0C, SoftReset = 0x0F;
}
static const SPISettings kSpi(4000000, MSBFIRST, SPI_MODE0);

uint16_t crcA(const uint8_t* data, uint8_t n) {
  uint16_t crc = 0x6363;
  for (uint8_t i = 0; i < n; i++) {
    uint8_t b = data[i] ^ (uint8_t)crc;
    b ^= (uint8_t)(b << 4);
    crc = (crc >> 8) ^ ((uint16_t)b << 8) ^ ((uint16_t)b << 3) ^ (b >> 4);
  }
  return crc;
}

void Mfrc522::write(uint8_t r, uint8_t value) {
  SPI.beginTransaction(kSpi);
  digitalWrite(ss_, LOW);
  SPI.transfer((uint8_t)(r << 1) & 0x7E);
  SPI.transfer(value);
  digitalWrite(ss_, HIGH);
  SPI.endTransaction();
}

uint8_t Mfrc522::read(uint8_t r) {
  SPI.beginTransaction(kSpi);
  digitalWrite(ss_, LOW);
  SPI.transfer(0x80 | ((uint8_t)(r << 1) & 0x7E));
  uint8_t v = SPI.transfer(0);
  digitalWrite(ss_, HIGH);
  SPI.endTransaction();
  return v;
}

bool Mfrc522::begin(uint8_t ssPin) {
  ss_ = ssPin;
  pinMode(ss_, OUTPUT);
  digitalWrite(ss_, HIGH);
  write(reg::Command, cmd::SoftReset);
  uint32_t start = millis();
  while ((read(reg::Command) & 0x10) && millis() - start < 50) {}  // PowerDown bit clears when ready
  uint8_t version = read(reg::Version);
  if (version == 0x00 || version == 0xFF) return false;
  write(reg::TMode, 0x80);       // timer starts after each transmission
  write(reg::TPrescaler, 0xA9);  // 13.56 MHz / (2*169+1) = 40 kHz: 25 us per tick
  write(reg::TReloadH, 0x00);
  write(reg::TReloadL, 0xA0);    // 160 ticks = 4 ms without an answer: no card
  write(reg::TxAsk, 0x40);       // 100 % ASK modulation
  write(reg::Mode, 0x3D);        // CRC preset 0x6363
  write(reg::TxControl, read(reg::TxControl) | 0x03);  // antenna on
  return true;
}

Mfrc522::Status Mfrc522::transceive(const uint8_t* send, uint8_t sendLen, uint8_t txLastBits, uint8_t* back, uint8_t& backLen) {
  write(reg::Command, cmd::Idle);
  write(reg::ComIrq, 0x7F);     // clear every interrupt request bit
  write(reg::FifoLevel, 0x80);  // flush the FIFO
  for (uint8_t i = 0; i < sendLen; i++) write(reg::FifoData, send[i]);
  write(reg::BitFraming, txLastBits);
  write(reg::Command, cmd::Transceive);
  write(reg::BitFraming, 0x80 | txLastBits);  // StartSend
  uint32_t start = millis();
  for (;;) {
    uint8_t irq = read(reg::ComIrq);
    if (irq & 0x30) break;                     // RxIRq or IdleIRq: an answer
    if (irq & 0x01) return Timeout;            // TimerIRq: no card answered
    if (millis() - start > 20) return Timeout; // the chip itself stopped answering
  }
  write(reg::BitFraming, 0);
  uint8_t err = read(reg::Error);
  if (err & 0x13) return Error;      // BufferOvfl, ParityErr, ProtocolErr
  if (err & 0x08) return Collision;  // CollErr: more than one card
  uint8_t n = read(reg::FifoLevel);
  if (n > backLen) return Error;
  for (uint8_t i = 0; i < n; i++) back[i] = read(reg::FifoData);
  backLen = n;
  if (read(reg::Control) & 0x07) return Error;  // we only expect whole bytes
  return Ok;
}

void Mfrc522::halt() {
  uint8_t hlta[4] = {0x50, 0x00, 0, 0};
  uint16_t crc = crcA(hlta, 2);
  hlta[2] = (uint8_t)crc;
  hlta[3] = (uint8_t)(crc >> 8);
  uint8_t back[2];
  uint8_t n = sizeof back;
  transceive(hlta, 4, 0, back, n);  // a halted card does not answer: a timeout is success
}

bool Mfrc522::readCard(Uid& uid) {
  uint8_t wupa = 0x52, back[5];
  uint8_t n = 2;
  if (transceive(&wupa, 1, 7, back, n) != Ok || n != 2) return false;  // ATQA is 2 bytes
  uid.size = 0;
  for (uint8_t level = 0; level < 2; level++) {
    uint8_t sel = level == 0 ? 0x93 : 0x95;
    uint8_t anticoll[2] = {sel, 0x20};
    n = 5;
    if (transceive(anticoll, 2, 0, back, n) != Ok || n != 5) return false;
    if ((back[0] ^ back[1] ^ back[2] ^ back[3]) != back[4]) return false;  // BCC
    uint8_t select[9] = {sel, 0x70, back[0], back[1], back[2], back[3], back[4], 0, 0};
    uint16_t crc = crcA(select, 7);
    select[7] = (uint8_t)crc;
    select[8] = (uint8_t)(crc >> 8);
    uint8_t sak[3];
    uint8_t m = 3;
    if (transceive(select, 9, 0, sak, m) != Ok || m != 3) return false;
    if (crcA(sak, 1) != (uint16_t)(sak[1] | (sak[2] << 8))) return false;
    bool cascade = back[0] == 0x88;  // cascade tag: 3 UID bytes here, the rest on the next level
    if (cascade != ((sak[0] & 0x04) != 0)) return false;
    if (cascade) {
      if (level == 1) return false;  // 10-byte UIDs are not used by the game's stickers
      memcpy(uid.bytes, back + 1, 3);
      uid.size = 3;
    } else {
      memcpy(uid.bytes + uid.size, back, 4);
      uid.size += 4;
      halt();
      return true;
    }
  }
  return false;
}
