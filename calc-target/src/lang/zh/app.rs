//! 应用本身的文字，简体中文。

use crate::lang::app::Phrase::{self, *};

/// `phrase` 的中文。
pub fn text(phrase: Phrase) -> &'static str {
    match phrase {
        AppName => "九宫",
        Tagline => "五个谜题，一个引擎",
        Sudoku => "数独",
        Knight => "骑士巡游",
        Sliding => "数字华容道",
        Klotski => "华容道",
        Star => "五角星填数",
        KlotskiEntry => "华容道",
        StarEntry => "五角星填数（君子不忘其旧）",
        Settings => "设置",
        About => "九宫：关于",
        AboutPuzzles => {
            "一个引擎，五个谜题：选中一个打开，或按它的数字。每个谜题都从你离开的地方继续，\
             计算器保存时游戏也一起保存。"
        }
        AboutKeys => "在任何画面按帮助键，都会显示该谜题的规则和按键。按键在各处的用法相同：",
        Choose => "选择",
        Open => "打开",
        AboutKey => "关于",
        Do => "执行",
        Close => "关闭",
        TurnPage => "翻页",
        Switch => "切换",
        Home => "主页",
        PageOf => "{0}（{1}/{2}）",
        PageOfSaid => "{0}，第 {1} 页，共 {2} 页",
        HomeMenu => "主菜单",
        Selected => "（已选）",
        MenuSaid => "菜单：",
        KeysSaid => "按键：",
        QuestionSaid => "提问：{0}",
        OrYes => " 或 1：是",
        OrNo => " 或 0：否",
        Yes => "是",
        No => "否",
        CountMistakes => "统计数独错误",
        KeypadMarks => "笔记 7 8 9 在上",
        HighContrast => "高对比度",
        Language => "语言",
        On => "开",
        Off => "关",
        SettingsRules => {
            "统计数独错误：检查找到的每个错数算一次错误，显示在侧栏，过关时也会说。\
             笔记：7 8 9 排在格子的第一行，和键盘一样；或 1 2 3 在上，和报纸一样。\
             高对比度：文字和标题栏为黑色，提示底色更浅，冲突的格子加框。\
             语言：中文、English 或 Français。设置和游戏一起保存。"
        }
        SettingsNote => "设置和游戏一起保存。错误指用笔填入、而答案中没有的数字。",
        Labelled => "{0}：{1}",
        GrammarArrows => "移动光标（数字华容道：滑动方块）",
        GrammarOk => "作用于光标所在处",
        GrammarBack => "返回上一层；谜题回主页，进度保留",
        GrammarUndo => "撤销上一步",
        GrammarMenu => "谜题的操作，第一项是提示",
        GrammarHelp => "规则和按键",
        GrammarDigits => "输入数值或选择一项",
        Arrows => "方向键",
        UpDown => "上/下",
        LeftRight => "左/右",
        AnyKey => "任意键",
        ListSep => "，",
        NothingToUndo => "没有可撤销的",
        Undone => "已撤销",
        NothingToRedo => "没有可重做的",
        Redone => "已重做",
        RecordWon => "胜 {0} 局",
        RecordBest => "最佳 {0} 步，{1}",
        Play => "播放",
        Step => "单步",
        Stop => "停止",
        Pause => "暂停",
        PlayingSaid => "正在演示解法：第 {0} 步，共 {1} 步",
        PausedSaid => "正在演示解法：第 {0} 步，共 {1} 步，已暂停",
        Playing => "第 {0}/{1} 步",
        Paused => "第 {0}/{1} 步 暂停",
        GamesBack => "游戏已恢复",
        FreshStart => "存档{0}：重新开始",
        SavedForeign => "不属于九宫",
        SavedNewer => "来自更新的版本（格式 {0}），已保留",
        SavedOlder => "格式 {0} 已不再读取",
        SavedTruncated => "不完整",
        SavedTrailing => "比写入的长",
        SavedDamaged => "已损坏（校验和）",
        SavedImpossible => "含有不可能的局面",
        SavedFull => "太大，无法保存",
    }
}
